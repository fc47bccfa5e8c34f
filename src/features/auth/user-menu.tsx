import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import toast from 'react-hot-toast'
import { useState } from 'react'

import { currentUserQuery } from '@/lib/auth/current-user'
import { useSignOut } from '@/lib/auth/use-sign-out'

import * as styles from './user-menu.module.css'

/**
 * The header avatar (spec §2): the first letter of the user's name; it opens a card with the
 * name, the email and Logout. Headless UI gives Enter/Space, Escape, outside click and focus.
 */
export function UserMenu() {
  const { t } = useTranslation()
  const { data: user } = useQuery(currentUserQuery())
  const signOut = useSignOut()
  const [leaving, setLeaving] = useState(false)
  if (!user) return null
  const initial = Array.from(user.username.trim())[0]?.toLocaleUpperCase() ?? '?'

  async function logout() {
    setLeaving(true)
    try {
      await signOut()
    } catch (error) {
      console.warn('Logout failed:', error)
      setLeaving(false)
      toast.error(t('userMenu.logoutFailed'))
    }
  }

  return (
    <Popover className={styles.menu}>
      <PopoverButton className={styles.avatar} aria-label={t('userMenu.open', { name: user.username })}>
        <span aria-hidden="true">{initial}</span>
      </PopoverButton>
      <PopoverPanel anchor={{ to: 'bottom end', gap: 8 }} className={styles.card} focus>
        <p className={styles.name}>{user.username}</p>
        <p className={styles.email}>{user.email}</p>
        <button type="button" className={styles.logout} onClick={logout} disabled={leaving}>
          {leaving ? t('userMenu.loggingOut') : t('userMenu.logout')}
        </button>
      </PopoverPanel>
    </Popover>
  )
}
