import { lazy, Suspense, useEffect, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { SearchIcon } from '@/components/ui/icons'

import * as styles from './jump-button.module.css'

// issue 15 §1: the dialog and its combobox load on first use; this button (itself loaded just
// after the page, site-header.tsx) carries only its shortcuts.
const JumpDialog = lazy(() =>
  import('@/features/partners/jump/jump-dialog').then(({ JumpDialog }) => ({ default: JumpDialog })),
)

/** Where typing goes already: a `/` there is a character, not a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input,textarea,select,[role="dialog"]') !== null)

/**
 * The header's search button. It, Ctrl+K and ⌘K open the jump-to-a-partner dialog from any
 * private page. The same listener serves `/` (issue 15 §1): on a page whose search field
 * declares that shortcut (`aria-keyshortcuts="/"`, the lists), it puts the cursor there.
 */
export function JumpButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return
      const modified = event.ctrlKey || event.metaKey
      const field =
        !modified && event.key === '/' && !isTyping(event.target)
          ? document.querySelector<HTMLInputElement>('input[aria-keyshortcuts="/"]')
          : null
      if (field) field.focus()
      else if (modified && event.key.toLowerCase() === 'k') setOpen(true)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <SearchIcon className={styles.icon} />
        <span className={styles.label}>{t('jump.open')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <JumpDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
