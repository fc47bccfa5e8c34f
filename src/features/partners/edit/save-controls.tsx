import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import * as dialogStyles from '@/components/ui/dialog.module.css'

import * as styles from './edit-form.module.css'

/** Why a save wrote nothing (issue 14 "No silent overwrite"); see save-record.ts. */
type SaveConflict = { kind: 'changed'; fields: string[] } | { kind: 'deleted' }

type SaveControlsProps = {
  pending: boolean
  /** The last save was refused because the portal is offline. */
  offline: boolean
  conflict?: SaveConflict
  /** How a changed field is named in the conflict notice. */
  fieldName: (name: string) => string
  onCancel: () => void
  /** Take the other version into the form (a changed record). */
  onReload: () => void
  /** Save over the other version, or add the record again when it went. */
  onOverwrite: () => void
}

/**
 * The end of every edit form (issue 14 "Saving", "Failing", "No silent overwrite"): the offline
 * and conflict notices, then Cancel and Save; Save shows progress and cannot be pressed twice.
 * After a conflict, Save becomes "Save over it" (or "Add it again") beside "Reload it".
 */
export function SaveControls({
  pending,
  offline,
  conflict,
  fieldName,
  onCancel,
  onReload,
  onOverwrite,
}: SaveControlsProps) {
  const { t } = useTranslation('detail')
  return (
    <>
      {offline && (
        <p role="alert" className={styles.notice}>
          {t('edit.offline')}
        </p>
      )}
      {conflict && (
        <div role="alert" className={styles.notice}>
          {conflict.kind === 'deleted'
            ? t('edit.conflict.deleted')
            : t('edit.conflict.changed', { fields: conflict.fields.map(fieldName).join(', ') })}
        </div>
      )}
      <div className={dialogStyles.actions}>
        <Button variant="secondary" type="button" onClick={onCancel}>
          {t('edit.cancel')}
        </Button>
        {conflict?.kind === 'changed' && (
          <Button variant="secondary" type="button" onClick={onReload}>
            {t('edit.conflict.reload')}
          </Button>
        )}
        {conflict ? (
          <Button type="button" onClick={onOverwrite} disabled={pending}>
            {t(conflict.kind === 'deleted' ? 'edit.conflict.addAgain' : 'edit.conflict.saveOver')}
          </Button>
        ) : (
          <Button type="submit" disabled={pending} aria-disabled={pending || undefined}>
            {t(pending ? 'edit.saving' : 'edit.save')}
          </Button>
        )}
      </div>
    </>
  )
}
