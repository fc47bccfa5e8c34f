import { useState, type FormEvent } from 'react'

import { useTranslation } from 'react-i18next'

import type { ResourceName } from '@/lib/data-service/resources'

import { isRefusedForRole, useRecordWrite, writeFailureMessage } from './use-record-write'

/**
 * What came of a save: written (the success toast's text; none when the save only started work
 * that speaks for itself, a bulk change with its run panel), or nothing written because what the
 * form opened with changed meanwhile (the form keeps the conflict and asks what to do), or because
 * the user stopped it before anything was written (the form stays as it was, saying nothing).
 */
export type SaveResult<C> =
  { kind: 'done'; message?: string } | { kind: 'conflict'; conflict: C } | { kind: 'cancelled' }

/** One save, as the form's `write` is given it. */
export type SaveJob<O, D, C> = {
  draft: D
  /** What the form opened with, or the version the user reloaded since. */
  opened: O
  /** The user saw the conflict and chose to save over it (or add a deleted record again). */
  overwrite: boolean
  conflict: C | undefined
  /** For a save of several writes: each one written moves on what the form counts as opened or left to do. */
  setOpened: (update: (opened: O) => O) => void
  setDraft: (update: (draft: D) => D) => void
}

type EditFormOptions<O, D, P, C> = {
  /** The resource whose queries refresh on success. */
  resource: ResourceName
  /** What the form opens with: a record, a week's rows, a selection of partners, nothing. */
  opened: O
  draftOf: (opened: O) => D
  problemsOf: (draft: D) => readonly P[]
  write: (job: SaveJob<O, D, C>) => Promise<SaveResult<C>>
  /** "Reload it": the other version into the form; undefined when the conflict has none to take. */
  reload?: (conflict: C, form: { opened: O; draft: D }) => { opened: O; draft: D } | undefined
  onClose: () => void
}

/** The save's state, as SaveControls shows it. */
export type FormSave<C> = {
  pending: boolean
  /** Why the last save wrote nothing: offline, refused, timed out; the input is kept. */
  failure: string | undefined
  /** The data service refused it for this account: the form says which role it has now. */
  refusedForRole: boolean
  conflict: C | undefined
  canReload: boolean
  reload: () => void
  overwrite: () => void
}

/**
 * The state of every edit form (edit-dialog.tsx): the draft, its problems once Save was pressed,
 * the save with its failure or conflict, and "Reload it". Not tied to one record: `opened` is
 * whatever the form started from, so a form that writes many records uses it as it is.
 */
export function useEditForm<O, D, P, C>(options: EditFormOptions<O, D, P, C>) {
  const { resource, draftOf, problemsOf, write, reload, onClose } = options
  const { t } = useTranslation()
  const [opened, setOpened] = useState(options.opened)
  const [draft, setDraft] = useState<D>(() => draftOf(options.opened))
  const [checked, setChecked] = useState(false)
  const [conflict, setConflict] = useState<C>()
  const mutation = useRecordWrite<SaveResult<C>>(resource, (result) => {
    if (result.kind === 'cancelled') return undefined
    if (result.kind === 'conflict') {
      setConflict(() => result.conflict)
      return undefined
    }
    onClose()
    return result.message
  })

  const send = (overwrite: boolean) => {
    if (mutation.isPending) return
    setConflict(undefined)
    mutation.mutate(() => write({ draft, opened, overwrite, conflict, setOpened, setDraft }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (problemsOf(draft).length === 0) send(false)
  }

  const reloaded = conflict === undefined ? undefined : reload?.(conflict, { opened, draft })
  const save: FormSave<C> = {
    pending: mutation.isPending,
    failure: mutation.error ? writeFailureMessage(t, mutation.error) : undefined,
    refusedForRole: isRefusedForRole(mutation.error),
    conflict,
    canReload: reloaded !== undefined,
    reload: () => {
      if (!reloaded) return
      setOpened(() => reloaded.opened)
      setDraft(() => reloaded.draft)
      setConflict(undefined)
    },
    overwrite: () => send(true),
  }

  return {
    draft,
    setDraft,
    opened,
    problems: checked ? problemsOf(draft) : [],
    submit,
    save,
    onClose,
  }
}
