import { useState } from 'react'

import type { ResourceName } from '@/lib/data-service/resources'

import type { SaveOutcome } from './save-record'
import { OfflineWriteError, useRecordWrite } from './use-record-write'

/** What a form's save came to: saveRecord's outcome, or a record created (none was there, or it went). */
export type EditOutcome<T> = SaveOutcome<T> | { kind: 'created' }
type Conflict<T> = Extract<SaveOutcome<T>, { kind: 'changed' | 'deleted' }>

/**
 * The save of one record's form (issue 14): on success the form closes with `message`; a
 * conflict (changed or deleted since the form opened) is kept for the form to show, nothing
 * written until the user chooses (SaveControls).
 */
export function useEditSave<T>(
  resource: ResourceName,
  message: (outcome: 'saved' | 'created') => string,
  onClose: () => void,
) {
  const [conflict, setConflict] = useState<Conflict<T>>()
  const write = useRecordWrite<EditOutcome<T>>(resource, (outcome) => {
    if (outcome.kind === 'changed' || outcome.kind === 'deleted') {
      setConflict(outcome)
      return undefined
    }
    onClose()
    return message(outcome.kind)
  })
  return {
    conflict,
    clearConflict: () => setConflict(undefined),
    run: (task: () => Promise<EditOutcome<T>>) => {
      setConflict(undefined)
      write.mutate(task)
    },
    pending: write.isPending,
    offline: write.error instanceof OfflineWriteError,
  }
}
