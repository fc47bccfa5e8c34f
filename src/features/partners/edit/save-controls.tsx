import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import * as dialogStyles from '@/components/ui/dialog.module.css'
import { useRole } from '@/lib/auth/role'

import * as styles from './edit-form.module.css'
import type { FormSave } from './use-edit-form'

export type SaveControlsProps<C> = {
  save: FormSave<C>
  onCancel: () => void
  /** What the conflict notice says: which record or day changed or went. */
  conflictNotice?: (conflict: C) => ReactNode
  /** Save's text after a conflict: "Save over it", or "Add it again" for a record that went. */
  overwriteText?: (conflict: C) => string
  /**
   * For a form whose plain save, after a conflict, leaves the conflicting records alone and writes
   * the rest (a bulk change skipping the partners it met a conflict at): that save's text ("Skip
   * these 12"), the main answer, beside the overwrite.
   */
  keepText?: (conflict: C) => string
  /** The Save button's description (what saving also changes). */
  saveDescribedBy?: string
}

/**
 * The end of every edit form: why the last save failed or wrote nothing, next to Cancel and Save,
 * so the words are where the user is (a toast sits behind the modal). Save shows progress with
 * Button's loading state and keeps keyboard focus; a conflict turns it into "Save over it" beside
 * "Reload it", or, for a form that can leave the conflicting records alone, into that answer
 * ("Skip these 12") beside the overwrite.
 */
export function SaveControls<C>({
  save,
  onCancel,
  conflictNotice,
  overwriteText,
  keepText,
  saveDescribedBy,
}: SaveControlsProps<C>) {
  const { t } = useTranslation('detail')
  const { conflict } = save
  // The role the new token gives, once it has come (the HTTP gateway asked for it on the 403).
  const role = useRole((state) => state.role)
  const overwriteButton = (answered: C, variant?: 'secondary') => (
    <Button type="button" variant={variant} loading={save.pending} onClick={save.overwrite}>
      {overwriteText?.(answered) ?? t('edit.conflict.saveOver')}
    </Button>
  )
  return (
    <>
      {save.failure && (
        <p role="alert" className={styles.notice}>
          {save.failure}
          {save.refusedForRole && role && <> {t('edit.roleNow', { role: t(`common:role.${role}`) })}</>}
        </p>
      )}
      {conflict !== undefined && (
        <div role="alert" className={styles.notice}>
          {conflictNotice?.(conflict)}
        </div>
      )}
      <div className={dialogStyles.actions}>
        <Button variant="secondary" type="button" onClick={onCancel}>
          {t('edit.cancel')}
        </Button>
        {save.canReload && (
          <Button variant="secondary" type="button" onClick={save.reload}>
            {t('edit.conflict.reload')}
          </Button>
        )}
        {conflict !== undefined && keepText && overwriteButton(conflict, 'secondary')}
        {/* One button in Save's place throughout, so keyboard focus stays on it as it changes. */}
        {conflict === undefined ? (
          <Button type="submit" loading={save.pending} aria-describedby={saveDescribedBy}>
            {t('edit.save')}
          </Button>
        ) : keepText ? (
          <Button type="submit" loading={save.pending}>
            {keepText(conflict)}
          </Button>
        ) : (
          overwriteButton(conflict)
        )}
      </div>
    </>
  )
}
