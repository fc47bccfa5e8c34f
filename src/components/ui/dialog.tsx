import { useRef, useState } from 'react'

import { useTranslation } from 'react-i18next'

import type { DialogProps } from '@/stores/dialog-store'

import { Button } from './button'
import { DialogFrame } from './dialog-frame'
import * as styles from './dialog.module.css'

type MessageDialogProps = {
  dialog: DialogProps
  /** true for OK/confirm; false for cancel, Escape or a click outside. */
  onClose: (result: boolean) => void
}

/**
 * An alert or confirm dialog on Headless UI's Dialog, which traps focus, closes on Escape,
 * makes the page behind inert and gives focus back to where it was on close. Loaded lazily
 * by DialogHost: keep it out of the first page load.
 */
export function MessageDialog({ dialog, onClose }: MessageDialogProps) {
  const { t } = useTranslation('ui')
  const firstFocus = useRef<HTMLButtonElement>(null)
  // A risky action should not be one Enter away: first focus goes to cancel then.
  const danger = dialog.kind === 'confirm' && dialog.tone === 'danger'
  const action = dialog.kind === 'confirm' ? dialog.action : undefined
  const [running, setRunning] = useState(false)
  const [failure, setFailure] = useState<string>()

  // The failure is said here, not only in a toast: behind the modal a toast is dimmed and hidden
  // from screen readers, and the user is still in this dialog.
  async function confirm() {
    if (!action) return onClose(true)
    if (running) return
    setFailure(undefined)
    setRunning(true)
    try {
      await action.run()
    } catch (error) {
      setFailure(action.failureText(error))
      setRunning(false)
      return
    }
    onClose(true)
  }

  return (
    // Both kinds interrupt the user to ask for an answer, so both are alertdialogs (ARIA APG). While
    // its action runs the dialog stays: Escape or a press outside would hide a write still going.
    <DialogFrame
      role="alertdialog"
      title={dialog.title}
      description={dialog.message}
      initialFocus={firstFocus}
      onClose={() => running || onClose(false)}
    >
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {dialog.kind === 'alert' ? (
          <Button ref={firstFocus} onClick={() => onClose(true)}>
            {dialog.okText ?? t('dialog.ok')}
          </Button>
        ) : (
          <>
            <Button
              ref={danger ? firstFocus : undefined}
              variant="secondary"
              onClick={() => running || onClose(false)}
            >
              {dialog.cancelText ?? t('dialog.cancel')}
            </Button>
            <Button
              ref={danger ? undefined : firstFocus}
              variant={danger ? 'danger' : 'primary'}
              loading={running}
              onClick={() => void confirm()}
            >
              {dialog.confirmText ?? t('dialog.confirm')}
            </Button>
          </>
        )}
      </div>
    </DialogFrame>
  )
}
