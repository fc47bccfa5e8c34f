import type { FormEvent, ReactNode } from 'react'

import { DialogFrame } from '@/components/ui/dialog-frame'
import * as styles from './edit-form.module.css'
import { SaveControls, type SaveControlsProps } from './save-controls'
import type { FormSave } from './use-edit-form'

type EditDialogProps<C> = Omit<SaveControlsProps<C>, 'save' | 'onCancel'> & {
  title: string
  /** useEditForm's result: the dialog takes its submit, save and close from it. */
  form: { submit: (event: FormEvent) => void; save: FormSave<C>; onClose: () => void }
  panelClassName?: string
  children: ReactNode
}

/**
 * Every edit form, whatever it writes: the modal frame, the fields, then SaveControls. The state
 * behind it is useEditForm's, so a form brings only its fields and its write.
 */
export function EditDialog<C>({ title, form, panelClassName, children, ...controls }: EditDialogProps<C>) {
  return (
    <DialogFrame title={title} onClose={form.onClose} panelClassName={panelClassName}>
      <form className={styles.form} noValidate onSubmit={form.submit}>
        {children}
        <SaveControls save={form.save} onCancel={form.onClose} {...controls} />
      </form>
    </DialogFrame>
  )
}
