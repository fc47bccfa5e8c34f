import { useEffect, useRef, useState, type RefObject } from 'react'

import { useTranslation } from 'react-i18next'

import { loadToast } from '@/components/ui/toast'
import type { CurrentUser } from '@/lib/auth/auth-client'

import { useSignOut } from './use-sign-out'
import * as styles from './user-menu.module.css'

type UserCardProps = {
  id: string
  user: Pick<CurrentUser, 'username' | 'email'>
  /** The menu the card belongs to: a press outside it closes the card. */
  menuRef: RefObject<HTMLElement | null>
  /** Closes the card; `returnFocus` gives focus back to the avatar (Escape). */
  onClose: (returnFocus: boolean) => void
}

/**
 * The avatar's card (user-menu.tsx): the name, the email and Logout. Its own module, fetched
 * when the avatar is first pressed: the sign-out mutation and this markup are no part of a
 * page's first load (speed issue, part 2). It takes focus as it opens; Escape and a press
 * outside the menu close it.
 */
export function UserCard({ id, user, menuRef, onClose }: UserCardProps) {
  const { t } = useTranslation()
  const signOut = useSignOut()
  const [leaving, setLeaving] = useState(false)
  const cardRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    cardRef.current?.focus()
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true)
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [menuRef, onClose])

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
    <div
      ref={cardRef}
      id={id}
      className={styles.card}
      role="group"
      aria-label={t('userMenu.card')}
      tabIndex={-1}
    >
      <p className={styles.name}>{user.username}</p>
      <p className={styles.email}>{user.email}</p>
      <button type="button" className={styles.logout} onClick={logout} disabled={leaving}>
        {leaving ? t('userMenu.loggingOut') : t('userMenu.logout')}
      </button>
    </div>
  )
}
