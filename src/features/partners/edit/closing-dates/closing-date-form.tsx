import { useId, useState, type FormEvent } from 'react'

import { useTranslation } from 'react-i18next'

import type { ClosingDate } from '@/entities/closing-date'
import { dataService } from '@/lib/data-service/resource-client'

import { formatDay } from '../../model/format-day'
import { DialogFrame } from '../dialog-frame'
import * as styles from '../edit-form.module.css'
import { SaveControls } from '../save-controls'
import { saveRecord, type SaveOutcome } from '../save-record'
import { OfflineWriteError, useRecordWrite } from '../use-record-write'

import {
  closingDateFields,
  closingDateProblems,
  draftOf,
  type ClosingDateDraft,
  type ClosingDateProblem,
} from './closing-date-rules'
import { closureWhen } from './closure-when'

type ClosingDateFormProps = {
  partnerId: number
  /** The closing date to change; none to add one. */
  record?: ClosingDate
  /** The partner's other closing dates, for the overlap rule. */
  others: readonly ClosingDate[]
  language: string
  onClose: () => void
}

type Outcome = SaveOutcome<ClosingDate> | { kind: 'created' }

/** Adds or changes one closing date (issue 14 §1.1), in a dialog that keeps focus inside it. */
export default function ClosingDateForm({
  partnerId,
  record,
  others,
  language,
  onClose,
}: ClosingDateFormProps) {
  const { t } = useTranslation('detail')
  const id = useId()
  const [opened, setOpened] = useState(record)
  const [draft, setDraft] = useState<ClosingDateDraft>(() => draftOf(record))
  const [checked, setChecked] = useState(false)
  const [conflict, setConflict] = useState<Exclude<Outcome, { kind: 'saved' | 'created' }>>()
  const problems = checked ? closingDateProblems(draft, others) : []
  const write = useRecordWrite<Outcome>('closing-dates', (outcome) => {
    if (outcome.kind === 'changed' || outcome.kind === 'deleted') {
      setConflict(outcome)
      return undefined
    }
    onClose()
    return t(outcome.kind === 'created' ? 'edit.closingDates.added' : 'edit.closingDates.saved')
  })

  const send = (overwrite = false) => {
    const fields = closingDateFields(draft)
    setConflict(undefined)
    write.mutate(async () => {
      if (!opened || (conflict?.kind === 'deleted' && overwrite)) {
        await dataService['closing-dates'].create({ ...fields, bpId: partnerId })
        return { kind: 'created' }
      }
      return saveRecord({ resource: 'closing-dates', opened, edits: fields, overwrite })
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (closingDateProblems(draft, others).length === 0 && !write.isPending) send()
  }

  const reload = () => {
    if (conflict?.kind !== 'changed') return
    setOpened(conflict.latest)
    setDraft(draftOf(conflict.latest))
    setConflict(undefined)
  }

  const field = (name: keyof ClosingDateDraft, type: 'date' | 'text', required = false) => {
    const problem = problems.find((item) => item.field === name)
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{t(`edit.closingDates.${name}`)}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          value={draft[name]}
          required={required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-${name}-hint${problem ? ` ${id}-${name}-problem` : ''}`}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
        <p id={`${id}-${name}-hint`} className={styles.hint}>
          {type === 'date' && draft[name] && !problem
            ? formatDay(draft[name], language)
            : t(`edit.closingDates.${name}Hint`)}
        </p>
        {problem && (
          <p id={`${id}-${name}-problem`} className={styles.problem}>
            {problemText(problem)}
          </p>
        )}
      </div>
    )
  }

  const problemText = (problem: ClosingDateProblem) => {
    if (problem.kind !== 'overlaps') return t(`edit.closingDates.problems.${problem.field}.${problem.kind}`)
    const when = closureWhen(problem.other, language, t)
    const { reason } = problem.other
    return t('edit.closingDates.problems.from.overlaps', { other: reason ? `${when} (${reason})` : when })
  }

  return (
    <DialogFrame
      title={t(record ? 'edit.closingDates.changeTitle' : 'edit.closingDates.addTitle')}
      onClose={onClose}
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        {field('from', 'date', true)}
        {field('to', 'date')}
        {field('reason', 'text')}
        <SaveControls
          pending={write.isPending}
          offline={write.error instanceof OfflineWriteError}
          conflict={conflict}
          fieldName={(name) => t(`edit.fieldNames.${name}`, name)}
          onCancel={onClose}
          onReload={reload}
          onOverwrite={() => send(true)}
        />
      </form>
    </DialogFrame>
  )
}
