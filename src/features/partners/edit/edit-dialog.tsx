import type { FormEvent, ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import * as dialogStyles from '@/components/ui/dialog.module.css'

import { DialogFrame } from './dialog-frame'
import * as styles from './edit-form.module.css'

type EditDialogProps = {
  title: string
  onClose: () => void
  onSubmit: (event: FormEvent) => void
  /** A write is on its way: Save shows it and cannot be pressed again (issue 14 "Saving"). */
  pending: boolean
  /** The last write was refused offline: the form says so and keeps the input. */
  offline: boolean
  /** What stands between the fields and the buttons: a conflict notice. */
  notice?: ReactNode
  /** Buttons instead of Save, after Cancel (a conflict's Reload it / Save over it). */
  actions?: ReactNode
  /** The Save button's description (what saving also changes). */
  saveDescribedBy?: string
  panelClassName?: string
  children: ReactNode
}

/**
 * A whole edit form in its frame (issue 14): the form, the offline alert, and Cancel and Save;
 * forms with their own buttons (save-controls.tsx) use DialogFrame and SaveControls instead.
 */
export function EditDialog({
  title,
  onClose,
  onSubmit,
  pending,
  offline,
  notice,
  actions,
  saveDescribedBy,
  panelClassName,
  children,
}: EditDialogProps) {
  const { t } = useTranslation('detail')
  return (
    <DialogFrame title={title} onClose={onClose} panelClassName={panelClassName}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {children}
        {offline && (
          <p role="alert" className={styles.notice}>
            {t('edit.offline')}
          </p>
        )}
        {notice}
        <div className={dialogStyles.actions}>
          <Button variant="secondary" type="button" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          {actions ?? (
            <Button
              type="submit"
              disabled={pending}
              aria-disabled={pending || undefined}
              aria-describedby={saveDescribedBy}
            >
              {t(pending ? 'edit.saving' : 'edit.save')}
            </Button>
          )}
        </div>
      </form>
    </DialogFrame>
  )
}
