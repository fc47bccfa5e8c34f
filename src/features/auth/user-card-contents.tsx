import { useState } from 'react'

import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import type { CurrentUser } from '@/lib/auth/auth-types'
import { useRole } from '@/lib/auth/role'
import { useBulkRunPresence } from '@/stores/bulk-run-presence'

import { useSignOut } from './use-sign-out'
import * as styles from './user-menu.module.css'

type UserCardContentsProps = { user: Pick<CurrentUser, 'username' | 'email'> }

/**
 * What the avatar's card (user-menu.tsx) holds: the name, the email, the role and Logout. Its own module,
 * fetched when the avatar is first pressed: the sign-out mutation is no part of a page's first
 * load. While a bulk change is writing, the first press says that logging out stops it, and the
 * button becomes "Log out anyway".
 */
export function UserCardContents({ user }: UserCardContentsProps) {
  const { t } = useTranslation()
  const signOut = useSignOut()
  const [leaving, setLeaving] = useState(false)
  const running = useBulkRunPresence((state) => state.running)
  const [warned, setWarned] = useState(false)
  // What this account may do, as the data service's token for it says (lib/auth/role.ts).
  const role = useRole((state) => state.role)
  const asking = running && !warned

  async function logout() {
    if (asking) return setWarned(true)
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
      {role && <p className={styles.role}>{t(`role.${role}`)}</p>}
      {running && warned && (
        <p className={styles.warning} role="alert">
          {t('userMenu.runningWarning')}
        </p>
      )}
      <button type="button" className={styles.logout} onClick={logout} disabled={leaving}>
        {leaving
          ? t('userMenu.loggingOut')
          : running && warned
            ? t('userMenu.logoutAnyway')
            : t('userMenu.logout')}
      </button>
    </>
  )
}
