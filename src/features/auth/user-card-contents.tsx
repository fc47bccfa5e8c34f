import { useState } from 'react'

import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import type { CurrentUser } from '@/lib/auth/auth-types'

import { useSignOut } from './use-sign-out'
import * as styles from './user-menu.module.css'

type UserCardContentsProps = { user: Pick<CurrentUser, 'username' | 'email'> }

/**
 * What the avatar's card (user-menu.tsx) holds: the name, the email and Logout. Its own module,
 * fetched when the avatar is first pressed: the sign-out mutation is no part of a page's first
 * load.
 */
export function UserCardContents({ user }: UserCardContentsProps) {
  const { t } = useTranslation()
  const signOut = useSignOut()
  const [leaving, setLeaving] = useState(false)

  async function logout() {
    setLeaving(true)
    try {
      await signOut.mutateAsync()
    } catch (error) {
      console.warn('Logout failed:', error)
      setLeaving(false)
      void loadToast().then((toast) => toast.error(t('userMenu.logoutFailed')))
    }
  }

  return (
    <>
      <p className={styles.name}>{user.username}</p>
      <p className={styles.email}>{user.email}</p>
      <button type="button" className={styles.logout} onClick={logout} disabled={leaving}>
        {leaving ? t('userMenu.loggingOut') : t('userMenu.logout')}
      </button>
    </>
  )
}
