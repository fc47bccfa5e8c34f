import type { TFunction } from 'i18next'

import type { SaveOutcome } from './save-record'
import type { SaveJob, SaveResult } from './use-edit-form'

/** Why a one-record save wrote nothing: the record changed (which fields) or went since the form opened. */
export type RecordConflict<T> = Exclude<SaveOutcome<T>, { kind: 'saved' }>

/** A one-record form's save; `O` is T, or T | undefined for a form that can create the record. */
export type RecordSaveJob<T, D, O = T | undefined> = SaveJob<O, D, RecordConflict<T>>

/** saveRecord's outcome as the form's save result: written with `message`, or a conflict to show. */
export function recordResult<T>(outcome: SaveOutcome<T>, message: string): SaveResult<RecordConflict<T>> {
  return outcome.kind === 'saved' ? { kind: 'done', message } : { kind: 'conflict', conflict: outcome }
}

/** The user chose to add again a record that went meanwhile: it is created, not updated. */
export const addsAgain = (job: { overwrite: boolean; conflict: RecordConflict<unknown> | undefined }) =>
  job.overwrite && job.conflict?.kind === 'deleted'

/** "Reload it" for a one-record form: the other version becomes what the form opened with. */
export function reloadRecord<T, D>(draftOf: (record: T) => D) {
  return (conflict: RecordConflict<T>) =>
    conflict.kind === 'changed' ? { opened: conflict.latest, draft: draftOf(conflict.latest) } : undefined
}

/** SaveControls' words for a one-record conflict; `fieldName` names a changed field as the form labels it. */
export function recordConflictText(t: TFunction, fieldName: (name: string) => string) {
  return {
    conflictNotice: (conflict: RecordConflict<unknown>) =>
      conflict.kind === 'deleted'
        ? t('detail:edit.conflict.deleted')
        : t('detail:edit.conflict.changed', { fields: conflict.fields.map(fieldName).join(', ') }),
    overwriteText: (conflict: RecordConflict<unknown>) =>
      t(conflict.kind === 'deleted' ? 'detail:edit.conflict.addAgain' : 'detail:edit.conflict.saveOver'),
  }
}
