import { useId } from 'react'

import { useTranslation } from 'react-i18next'

import { formatDay } from '../../model/format-day'
import * as styles from '../edit-form.module.css'

import type { ClosingDateDraft, ClosingDateProblem } from '../../model/closing-date-rules'
import { closureNamed } from './closure-when'

type ClosingDateFieldsProps = {
  draft: ClosingDateDraft
  /** closingDateProblems of the draft, once Save was pressed. */
  problems: readonly ClosingDateProblem[]
  onChange: (draft: ClosingDateDraft) => void
  language: string
  /** Hints in place of the usual ones, where the days and reason pick closures rather than make one. */
  hints?: Partial<Record<keyof ClosingDateDraft, string>>
}

/**
 * A closing date's first and last day and reason, each with its hint (a typed day is echoed in
 * words) and problem: the one closing-date form, and the bulk changes that add or delete closures.
 */
export function ClosingDateFields({
  draft,
  problems,
  onChange,
  language,
  hints = {},
}: ClosingDateFieldsProps) {
  const { t } = useTranslation('detail')
  const id = useId()

  const problemText = (problem: ClosingDateProblem) => {
    if (problem.kind !== 'overlaps') return t(`edit.closingDates.problems.${problem.field}.${problem.kind}`)
    return t('edit.closingDates.problems.from.overlaps', { other: closureNamed(problem.other, language, t) })
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
          onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
        />
        <p id={`${id}-${name}-hint`} className={styles.hint}>
          {type === 'date' && draft[name] && !problem
            ? formatDay(draft[name], language)
            : (hints[name] ?? t(`edit.closingDates.${name}Hint`))}
        </p>
        {problem && (
          <p id={`${id}-${name}-problem`} className={styles.problem}>
            {problemText(problem)}
          </p>
        )}
      </div>
    )
  }

  return (
    <>
      {field('from', 'date', true)}
      {field('to', 'date')}
      {field('reason', 'text')}
    </>
  )
}
