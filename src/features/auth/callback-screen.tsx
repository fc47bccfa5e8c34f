import { useEffect } from 'react'

import { useQueryClient } from '@tanstack/react-query'
import { navigate as navigateTo } from 'gatsby'
import { useI18next } from 'gatsby-plugin-react-i18next'
import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import { LOGIN_PATH } from '@/config/routes'
import { getEnv } from '@/config/env'
import { getAuthClient } from '@/lib/auth/auth-client'
import { currentUserQuery } from '@/lib/auth/current-user'
import { sessionOwner } from '@/lib/auth/end-session'
import { claimOfflineCopies } from '@/lib/offline-copies'
import { safeReturnTo } from '@/lib/auth/return-to'

import * as styles from './auth-card.module.css'

/** One completion per page load, whatever React's effects do (a code can be exchanged once). */
let completion: Promise<{ returnTo?: string }> | undefined

function completeOnce() {
  completion ??= getAuthClient().then((client) => client.completeSignIn())
  return completion
}

/**
 * /auth/callback/: finishes the sign-in and replaces itself with the page first
 * asked for, or /. On any failure: the translated 'loginPage.authFailed' toast, then login.
 */
export function CallbackScreen() {
  const { t } = useTranslation()
  const { navigate } = useI18next()
  const queryClient = useQueryClient()

  useEffect(() => {
    completeOnce().then(
      async ({ returnTo }) => {
        completion = undefined
        await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey })
        // The offline copies another user left are gone before this user's pages can read them.
        // A session that cannot be read after all is the gate's to end (on the login page,
        // which forgets every copy): nothing to claim here.
        const user = await queryClient.fetchQuery(currentUserQuery()).catch(() => undefined)
        if (user)
          await claimOfflineCopies(getEnv().GATSBY_DATA_SERVICE_URL, sessionOwner(user)).catch(
            () => undefined,
          )
        const target = safeReturnTo(returnTo)
        // returnTo already holds its language prefix; '/' takes the current language's.
        void (target ? navigateTo(target, { replace: true }) : navigate('/', { replace: true }))
      },
      (error: unknown) => {
        completion = undefined
        console.warn('Sign-in failed:', error)
        void loadToast().then((toast) => toast.error(t('loginPage.authFailed'), { id: 'auth-failed' }))
        void navigate(LOGIN_PATH, { replace: true })
      },
    )
  }, [navigate, queryClient, t])

  return (
    <section className={styles.card} aria-labelledby="page-title" aria-busy="true">
      <h1 id="page-title" className={styles.title}>
        {t('pages.callback')}
      </h1>
      <p className={styles.intro} role="status">
        {t('callbackPage.finishing')}
      </p>
    </section>
  )
}
