import { Suspense, useEffect, useId, useRef, useState, type FocusEvent } from 'react'

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { currentUserQuery } from '@/lib/auth/current-user'

import * as styles from './user-menu.module.css'

// The card's contents and the sign-out code load when the avatar is first pressed, not with
// the page, which does not need them. The card itself renders at once, so aria-controls always
// names an element and focus has somewhere to go.
const UserCardContents = lazyNamed(() => import('./user-card-contents'), 'UserCardContents')

/**
 * The header avatar (product spec): the first letter of the user's name; it opens a card with the
 * name, the email and Logout (user-card-contents.tsx). A disclosure (WAI-ARIA APG): the avatar
 * is a real button (Enter, Space), the card takes focus when it opens, and Escape, a click
 * outside or focus leaving it closes it. Written here rather than with Headless UI's Popover, which with its
 * positioning engine weighed 35 kB gzip on every private page's first load.
 */
export function UserMenu() {
  const { t } = useTranslation()
  const { data: user } = useQuery(currentUserQuery())
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const avatarRef = useRef<HTMLButtonElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  const cardId = useId()

  useEffect(() => {
    if (!open) return
    cardRef.current?.focus()
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      avatarRef.current?.focus()
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  if (!user) return null
  const initial = Array.from(user.username.trim())[0]?.toLocaleUpperCase() ?? '?'

  function closeWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }

  return (
    <div ref={rootRef} className={styles.menu} onBlur={closeWhenFocusLeaves}>
      <button
        ref={avatarRef}
        type="button"
        className={styles.avatar}
        aria-label={t('userMenu.open', { name: user.username })}
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span aria-hidden="true">{initial}</span>
      </button>
      {open && (
        <div
          ref={cardRef}
          id={cardId}
          className={styles.card}
          role="group"
          aria-label={t('userMenu.card')}
          tabIndex={-1}
        >
          <Suspense fallback={null}>
            <UserCardContents user={user} />
          </Suspense>
        </div>
      )}
    </div>
  )
}
