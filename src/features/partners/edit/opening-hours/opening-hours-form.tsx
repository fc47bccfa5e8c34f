import { useId, useState, type FormEvent } from 'react'

import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import type { OpeningHour, Weekday } from '@/entities/opening-hour'

import { weekdayName } from '../../model/opening-hours/format-time'
import { WEEK_ORDER } from '../../model/opening-hours/week'
import { EditDialog } from '../edit-dialog'
import * as formStyles from '../edit-form.module.css'
import { OfflineWriteError, useRecordWrite } from '../use-record-write'

import { DayFields } from './day-fields'
import { copyToWorkdays, dayDraftOf, weekDraftOf, weekProblems, type WeekDraft } from './opening-hour-rules'
import * as styles from './opening-hours-form.module.css'
import { saveWeek, type WeekConflict, type WeekSaveOutcome } from './save-week'
import { WeekSharersNotice } from './week-sharers-notice'

type OpeningHoursFormProps = {
  partnerId: number
  /** The week's rows as the page has them. */
  rows: readonly OpeningHour[]
  language: string
  onClose: () => void
}

/** Changes a partner's week (issue 14 §1.2), every day at once, in a dialog that keeps focus inside it. */
export default function OpeningHoursForm({ partnerId, rows, language, onClose }: OpeningHoursFormProps) {
  const { t } = useTranslation('detail')
  const id = useId()
  const [opened, setOpened] = useState(rows)
  const [draft, setDraft] = useState<WeekDraft>(() => weekDraftOf(rows))
  const [checked, setChecked] = useState(false)
  const [conflicts, setConflicts] = useState<WeekConflict[]>()
  const problems = checked ? weekProblems(draft) : []
  const templateRecId = rows.find((row) => row.axOpeningHourTemplateRecId)?.axOpeningHourTemplateRecId
  const gsc = rows.find((row) => row.gsc)?.gsc
  const dayName = (day: Weekday) => weekdayName(day, language)
  const write = useRecordWrite<WeekSaveOutcome>('opening-hours', (outcome) => {
    if (outcome.kind === 'conflicts') {
      setConflicts(outcome.conflicts)
      return undefined
    }
    onClose()
    return t('edit.openingHours.saved')
  })

  const send = (overwrite = false) => {
    setConflicts(undefined)
    write.mutate(() =>
      saveWeek({
        opened,
        week: draft,
        templateRecId,
        gsc,
        overwrite,
        onWritten: (row) =>
          setOpened((before) => [...before.filter((old) => old.weekday !== row.weekday), row]),
      }),
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (weekProblems(draft).length === 0 && !write.isPending) send()
  }

  /** The changed days take the service's version; the days nobody else touched keep the typing. */
  const reload = () => {
    if (!conflicts) return
    const gone = new Set(conflicts.map((conflict) => conflict.day))
    const latest = conflicts.flatMap((conflict) => (conflict.kind === 'changed' ? [conflict.latest] : []))
    setOpened([...opened.filter((row) => !row.weekday || !gone.has(row.weekday)), ...latest])
    const next = { ...draft }
    for (const conflict of conflicts)
      next[conflict.day] = dayDraftOf(conflict.kind === 'changed' ? conflict.latest : undefined)
    setDraft(next)
    setConflicts(undefined)
  }

  const conflictText = (conflict: WeekConflict) =>
    conflict.kind === 'deleted'
      ? t('edit.openingHours.dayDeleted', { day: dayName(conflict.day) })
      : t('edit.openingHours.dayChanged', {
          day: dayName(conflict.day),
          fields: conflict.fields.map((name) => t(`edit.openingHours.fieldNames.${name}`, name)).join(', '),
        })

  return (
    <EditDialog
      title={t('edit.openingHours.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={write.isPending}
      offline={write.error instanceof OfflineWriteError}
      saveDescribedBy={`${id}-sharers`}
      panelClassName={styles.panel}
      notice={
        conflicts && (
          <div role="alert" className={formStyles.notice}>
            <p className={styles.sharedText}>{t('edit.openingHours.conflict')}</p>
            <ul className={styles.sharers}>
              {conflicts.map((conflict) => (
                <li key={conflict.day}>{conflictText(conflict)}</li>
              ))}
            </ul>
          </div>
        )
      }
      actions={
        conflicts && (
          <>
            <Button variant="secondary" type="button" onClick={reload}>
              {t('edit.conflict.reload')}
            </Button>
            <Button type="button" onClick={() => send(true)} disabled={write.isPending}>
              {t('edit.conflict.saveOver')}
            </Button>
          </>
        )
      }
    >
      <p className={formStyles.hint}>{t('edit.openingHours.hint')}</p>
      {WEEK_ORDER.map((day) => (
        <DayFields
          key={day}
          idPrefix={id}
          day={day}
          dayName={dayName(day)}
          value={draft[day]}
          problems={problems.filter((problem) => problem.day === day)}
          disabled={!templateRecId && !opened.some((row) => row.weekday === day)}
          onChange={(value) => setDraft({ ...draft, [day]: value })}
          onCopy={() => setDraft(copyToWorkdays(draft, day))}
        />
      ))}
      <WeekSharersNotice id={`${id}-sharers`} rowIds={rows.map((row) => row.id)} partnerId={partnerId} />
      {problems.length > 0 && (
        <p role="alert" className={formStyles.problem}>
          {t('edit.openingHours.problems.summary', { count: problems.length })}
        </p>
      )}
    </EditDialog>
  )
}
