import { Suspense } from 'react'

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { useDisclosure } from '@/components/ui/use-disclosure'
import { currentUserQuery } from '@/lib/auth/current-user'
import * as menu from '@/components/ui/menu-panel.module.css'

import * as styles from './user-menu.module.css'

// The card's contents and the sign-out code load when the avatar is first pressed, not with
// the page. The card itself renders at once, so aria-controls always names an element.
const UserCardContents = lazyNamed(() => import('./user-card-contents'), 'UserCardContents')

/**
 * The header avatar: the first letter of the user's name; it opens a card with the
 * name, the email and Logout (user-card-contents.tsx), as a disclosure (use-disclosure.ts).
 */
export function UserMenu() {
  const { t } = useTranslation()
  const { data: user } = useQuery(currentUserQuery())
  const { open, rootProps, buttonProps, panelProps } = useDisclosure()

  if (!user) return null
  const initial = Array.from(user.username.trim())[0]?.toLocaleUpperCase() ?? '?'

  return (
    <div {...rootProps} className={menu.menu}>
      <button
        {...buttonProps}
        type="button"
        className={styles.avatar}
        aria-label={t('userMenu.open', { name: user.username })}
      >
        <span aria-hidden="true">{initial}</span>
      </button>
      {open && (
        <div
          {...panelProps}
          className={`${menu.panel} ${styles.card}`}
          role="group"
          aria-label={t('userMenu.card')}
        >
          <Suspense fallback={null}>
            <UserCardContents user={user} />
          </Suspense>
        </div>
      )}
    </div>
  )
}
