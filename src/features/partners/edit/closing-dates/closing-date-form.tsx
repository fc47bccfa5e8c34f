import { useId } from 'react'

import { useTranslation } from 'react-i18next'

import type { ClosingDate } from '@/entities/closing-date'
import { dataService } from '@/lib/data-service/resource-client'

import { formatDay } from '../../model/format-day'
import { EditDialog } from '../edit-dialog'
import * as styles from '../edit-form.module.css'
import {
  addsAgain,
  recordConflictText,
  recordResult,
  reloadRecord,
  type RecordSaveJob,
} from '../record-conflict'
import { saveRecord } from '../save-record'
import { useEditForm } from '../use-edit-form'

import {
  closingDateFields,
  closingDateProblems,
  draftOf,
  type ClosingDateDraft,
  type ClosingDateProblem,
} from './closing-date-rules'
import { closureNamed } from './closure-when'

type ClosingDateFormProps = {
  partnerId: number
  /** The closing date to change; none to add one. */
  record?: ClosingDate
  /** The partner's other closing dates, for the overlap rule. */
  others: readonly ClosingDate[]
  language: string
  onClose: () => void
}

/** Adds or changes one closing date, in a dialog that keeps focus inside it. */
export default function ClosingDateForm({
  partnerId,
  record,
  others,
  language,
  onClose,
}: ClosingDateFormProps) {
  const { t } = useTranslation('detail')
  const id = useId()
  const form = useEditForm({
    resource: 'closing-dates',
    opened: record,
    draftOf,
    problemsOf: (draft: ClosingDateDraft) => closingDateProblems(draft, others),
    write: async (job: RecordSaveJob<ClosingDate, ClosingDateDraft>) => {
      const { draft, opened, overwrite } = job
      const fields = closingDateFields(draft)
      if (!opened || addsAgain(job)) {
        await dataService['closing-dates'].create({ ...fields, bpId: partnerId })
        return { kind: 'done', message: t('edit.closingDates.added') }
      }
      const outcome = await saveRecord({ resource: 'closing-dates', opened, edits: fields, overwrite })
      return recordResult(outcome, t('edit.closingDates.saved'))
    },
    reload: reloadRecord(draftOf),
    onClose,
  })
  const { draft, problems } = form

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
          onChange={(event) => form.setDraft({ ...draft, [name]: event.target.value })}
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
    return t('edit.closingDates.problems.from.overlaps', { other: closureNamed(problem.other, language, t) })
  }

  return (
    <EditDialog
      title={t(record ? 'edit.closingDates.changeTitle' : 'edit.closingDates.addTitle')}
      form={form}
      {...recordConflictText(t, (name) => t(`edit.fieldNames.${name}`, name))}
    >
      {field('from', 'date', true)}
      {field('to', 'date')}
      {field('reason', 'text')}
    </EditDialog>
  )
}
