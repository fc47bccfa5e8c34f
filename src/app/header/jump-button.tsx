import { Suspense } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { SearchIcon } from '@/components/ui/icons'

import * as styles from './jump-button.module.css'
import { isJumpDialogOpen, JUMP_KEYS, useJumpDialog } from './jump-shortcuts'

// The jump dialog and its combobox load on first use; this button itself loads just
// after the page (site-header.tsx).
const JumpDialog = lazyNamed(() => import('@/features/partners/jump/jump-dialog'), 'JumpDialog')

/**
 * The header's search button: it opens the jump-to-a-partner dialog from any private page, as
 * its shortcuts do (jump-shortcuts.ts, listening from the app's start).
 */
export function JumpButton() {
  const { t } = useTranslation()
  // Hydration reads the store's first state (closed), as the server wrote it; a Ctrl+K pressed
  // before then opens the dialog in the render right after.
  const open = useJumpDialog(isJumpDialogOpen)
  const setOpen = useJumpDialog((state) => state.setOpen)

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts={JUMP_KEYS}
        onClick={() => setOpen(true)}
      >
        <SearchIcon className={styles.icon} />
        {/* Narrow windows: the icon alone, the button keeps its name. */}
        <span className="visually-hidden-when-narrow">{t('jump.open')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <JumpDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
