import { useCallback, useEffect, useState } from 'react'

import { useQuery } from '@tanstack/react-query'
import { navigate as navigateTo } from 'gatsby'
import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import { isLanguage } from '@/config/site'
import { getAuthClient, isCompleteUser } from '@/lib/auth/auth-client'
import type { AuthClient } from '@/lib/auth/auth-types'
import { currentUserQuery } from '@/lib/auth/current-user'
import { useForgetEndedSession } from '@/lib/auth/use-forget-ended-session'
import { RETURN_TO_PARAM, safeReturnTo } from '@/lib/auth/return-to'
import { useHydrated } from '@/lib/use-hydrated'
import { useLocationSearch } from '@/lib/use-location-search'

import * as styles from './auth-card.module.css'

/**
 * /auth/login/: one clear action that starts the hosted sign-in. A user who is already
 * signed in goes straight on (a second sign-in is refused; we move them along
 * instead).
 */
export function LoginScreen() {
  const { t } = useTranslation()
  const { language, navigate } = useI18next()
  const returnTo = safeReturnTo(new URLSearchParams(useLocationSearch()).get(RETURN_TO_PARAM))
  const { data: user, isPending } = useQuery({ ...currentUserQuery(), refetchInterval: false })
  // The server wrote "checking"; hydration keeps it even when the session is known at once.
  const hydrated = useHydrated()
  const checking = isPending || !hydrated
  const [redirecting, setRedirecting] = useState(false)
  // Known once the page is live: until then the pre-rendered button stays disabled, so a click
  // before hydration is not silently lost.
  const [client, setClient] = useState<AuthClient>()

  useEffect(() => {
    getAuthClient().then(setClient, (error: unknown) => {
      // A deploy replaced the build under this page (the worker's update then reloads it), or
      // the network is gone: the button stays disabled rather than failing uncaught.
      console.warn('The sign-in client could not load:', error)
    })
  }, [])

  // returnTo already holds its language prefix; '/' takes the current language's.
  const goOn = useCallback(
    () => void (returnTo ? navigateTo(returnTo, { replace: true }) : navigate('/', { replace: true })),
    [returnTo, navigate],
  )

  useEffect(() => {
    if (isCompleteUser(user)) goOn()
  }, [user, goOn])

  useForgetEndedSession(user, !checking)

  async function signIn() {
    if (!client) return
    setRedirecting(true)
    try {
      await client.signIn({ language: isLanguage(language) ? language : 'en', returnTo })
    } catch (error) {
      if ((error as Error).name === 'UserAlreadyAuthenticatedException') {
        goOn()
        return
      }
      setRedirecting(false)
      void loadToast().then((toast) => toast.error(t('loginPage.startFailed')))
    }
  }

  return (
    <section className={styles.card} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('loginPage.title')}
      </h1>
      <p className={styles.intro}>{t('loginPage.intro')}</p>
      <button
        type="button"
        className={styles.primary}
        onClick={signIn}
        disabled={!client || redirecting}
        aria-busy={redirecting}
      >
        {redirecting ? t('loginPage.redirecting') : t('loginPage.signIn')}
      </button>
      {checking ? (
        <p className={styles.note} role="status">
          {t('loginPage.checking')}
        </p>
      ) : null}
      {client?.mode === 'stand-in' ? <p className={styles.note}>{t('loginPage.standInNote')}</p> : null}
    </section>
  )
}
