import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import type { Weekday } from '@/entities/opening-hour'

import { SPAN_NAMES } from '../../model/opening-hours/week'

import * as formStyles from '../edit-form.module.css'

import { isClosed, type DayDraft, type HoursProblem, type SpanName } from './opening-hour-rules'
import * as styles from './opening-hours-form.module.css'

type DayFieldsProps = {
  /** Ids of this day's inputs and messages start with it. */
  idPrefix: string
  day: Weekday
  dayName: string
  value: DayDraft
  problems: readonly HoursProblem[]
  /** The day has no row and none can be made (the week has no template record id). */
  disabled: boolean
  onChange: (value: DayDraft) => void
  onCopy: () => void
}

/**
 * One weekday of the week form: a fieldset named by the day, its three spans as from-to pairs of
 * text inputs (type=time looks and behaves differently in every browser; the service takes HH:MM), each
 * named for screen readers by day, span and end, and the day's problems under it.
 */
export function DayFields({
  idPrefix,
  day,
  dayName,
  value,
  problems,
  disabled,
  onChange,
  onCopy,
}: DayFieldsProps) {
  const { t } = useTranslation('detail')
  const problemId = (index: number) => `${idPrefix}-${day}-problem-${index}`

  const input = (span: SpanName, end: 'from' | 'to') => {
    const mine = problems.flatMap((problem, index) =>
      problem.span === span && problem.field === end ? [problemId(index)] : [],
    )
    return (
      <input
        className={`${formStyles.input} ${styles.time}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('edit.openingHours.placeholder')}
        pattern="([01]?[0-9]|2[0-3]):[0-5][0-9]"
        size={5}
        disabled={disabled}
        aria-label={t('edit.openingHours.timeLabel', {
          day: dayName,
          span: t(`openingHours.${span}`),
          end: t(`edit.openingHours.${end}`),
        })}
        aria-invalid={mine.length > 0 ? true : undefined}
        aria-describedby={mine.length > 0 ? mine.join(' ') : undefined}
        value={value[span][end]}
        onChange={(event) => onChange({ ...value, [span]: { ...value[span], [end]: event.target.value } })}
      />
    )
  }

  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayName}>
        {dayName}
        {isClosed(value) && <span className={styles.closed}> · {t('openingHours.closed')}</span>}
      </legend>
      <div className={styles.spans}>
        {SPAN_NAMES.map((span) => (
          <div key={span} className={styles.span}>
            <span className={styles.spanName} aria-hidden="true">
              {t(`openingHours.${span}`)}
            </span>
            {input(span, 'from')}
            <span aria-hidden="true">–</span>
            {input(span, 'to')}
          </div>
        ))}
      </div>
      {disabled && <p className={formStyles.hint}>{t('edit.openingHours.noRow')}</p>}
      {problems.map((problem, index) => (
        <p key={problemId(index)} id={problemId(index)} className={formStyles.problem}>
          {t('edit.openingHours.problemAt', {
            span: t(`openingHours.${problem.span}`),
            end: t(`edit.openingHours.${problem.field}`),
            problem: t(`edit.openingHours.problems.${problem.kind}`),
          })}
        </p>
      ))}
      {!disabled && (
        <Button size="sm" variant="secondary" type="button" className={styles.copy} onClick={onCopy}>
          {t('edit.openingHours.copy', { day: dayName })}
        </Button>
      )}
    </fieldset>
  )
}
