import { useState, type FormEvent } from 'react'

import type { ResourceName } from '@/lib/data-service/resources'

import { useEditSave, type EditOutcome } from './use-edit-save'

type RecordFormOptions<T, D, P> = {
  resource: ResourceName
  /** The record the form opens with; none when it creates one. */
  record: T | undefined
  draftOf: (record: T | undefined) => D
  problemsOf: (draft: D) => P[]
  /** Writes the draft: `opened` is the record as last read, `overwrite` the user's choice after a conflict. */
  write: (draft: D, opened: T | undefined, overwrite: boolean, gone: boolean) => Promise<EditOutcome<T>>
  message: (outcome: 'saved' | 'created') => string
  onClose: () => void
}

/**
 * The state of a one-record edit form (issue 14): the draft, its problems once Save was pressed,
 * the save with its conflict, and "Reload it", which takes the other version into the form.
 */
export function useRecordForm<T, D, P>(options: RecordFormOptions<T, D, P>) {
  const { resource, record, draftOf, problemsOf, write, message, onClose } = options
  const [opened, setOpened] = useState(record)
  const [draft, setDraft] = useState<D>(() => draftOf(record))
  const [checked, setChecked] = useState(false)
  const save = useEditSave<T>(resource, message, onClose)

  const send = (overwrite = false) =>
    save.run(() => write(draft, opened, overwrite, save.conflict?.kind === 'deleted'))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (problemsOf(draft).length === 0 && !save.pending) send()
  }

  const reload = () => {
    if (save.conflict?.kind !== 'changed') return
    setOpened(save.conflict.latest)
    setDraft(draftOf(save.conflict.latest))
    save.clearConflict()
  }

  return {
    draft,
    setDraft,
    problems: checked ? problemsOf(draft) : [],
    submit,
    /** The props of SaveControls but the field names. */
    controls: {
      pending: save.pending,
      offline: save.offline,
      conflict: save.conflict,
      onCancel: onClose,
      onReload: reload,
      onOverwrite: () => send(true),
    },
  }
}
