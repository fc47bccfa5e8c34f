import { useEffect, useState, type ReactNode, type RefObject } from 'react'

import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'

import * as styles from './dialog.module.css'

type DialogFrameProps = {
  title: string
  /** Said with the title when the dialog opens (an alertdialog's question). */
  description?: ReactNode
  /** alertdialog for a question that interrupts the user (ARIA APG); dialog for a form. */
  role?: 'dialog' | 'alertdialog'
  initialFocus?: RefObject<HTMLElement | null>
  onClose: () => void
  panelClassName?: string
  /** Centred, or near the top as a command palette sits (its list grows without moving the field). */
  placement?: 'center' | 'top'
  children: ReactNode
}

/**
 * The frame of every modal dialog, the edit forms and the confirmations alike, on Headless UI's
 * Dialog: it keeps focus inside, closes on Escape or a press outside, makes the page behind inert
 * and gives focus back to the button that opened it when it closes.
 */
export function DialogFrame({
  title,
  description,
  role = 'dialog',
  initialFocus,
  onClose,
  panelClassName,
  placement = 'center',
  children,
}: DialogFrameProps) {
  useFocusBackToOpener()
  return (
    <Dialog open role={role} className={styles.root} onClose={onClose} initialFocus={initialFocus}>
      <DialogBackdrop className={styles.backdrop} />
      <div className={placement === 'top' ? `${styles.frame} ${styles.top}` : styles.frame}>
        <DialogPanel className={[styles.panel, panelClassName].filter(Boolean).join(' ')}>
          <DialogTitle className={styles.title}>{title}</DialogTitle>
          {description !== undefined && (
            <Description as="div" className={styles.message}>
              {description}
            </Description>
          )}
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/**
 * Headless UI gives focus back from a history of focused elements that it starts keeping when its
 * code loads, and the first dialog of a page is what loads it: that dialog would leave focus on
 * <body>, and a keyboard user at the top of the page. So the opener is also noted here, as the
 * dialog first renders, and takes focus back after Headless UI's own attempt if that found none.
 */
function useFocusBackToOpener() {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  useEffect(
    () => () => {
      window.setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus()
      }, 0)
    },
    [opener],
  )
}
