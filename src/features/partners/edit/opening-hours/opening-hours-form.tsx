import { useId } from 'react'

import { useTranslation } from 'react-i18next'

import type { OpeningHour, Weekday } from '@/entities/opening-hour'

import { weekdayName } from '../../model/opening-hours/format-time'
import { WEEK_ORDER } from '../../model/opening-hours/week'
import { EditDialog } from '../edit-dialog'
import * as formStyles from '../edit-form.module.css'
import { useEditForm, type SaveJob } from '../use-edit-form'

import { DayFields } from './day-fields'
import { copyToWorkdays, dayDraftOf, weekDraftOf, weekProblems, type WeekDraft } from './opening-hour-rules'
import * as styles from './opening-hours-form.module.css'
import { saveWeek, type WeekConflict } from './save-week'
import { WeekSharersNotice } from './week-sharers-notice'

/** "Reload it": the changed days take the service's version; the days nobody else touched keep the typing. */
function reload(conflicts: WeekConflict[], form: { opened: readonly OpeningHour[]; draft: WeekDraft }) {
  const gone = new Set(conflicts.map((conflict) => conflict.day))
  const latest = conflicts.flatMap((conflict) => (conflict.kind === 'changed' ? [conflict.latest] : []))
  const draft = { ...form.draft }
  for (const conflict of conflicts)
    draft[conflict.day] = dayDraftOf(conflict.kind === 'changed' ? conflict.latest : undefined)
  return {
    opened: [...form.opened.filter((row) => !row.weekday || !gone.has(row.weekday)), ...latest],
    draft,
  }
}

type OpeningHoursFormProps = {
  partnerId: number
  /** The week's rows as the page has them. */
  rows: readonly OpeningHour[]
  language: string
  onClose: () => void
}

/** Changes a partner's week, every day at once, in a dialog that keeps focus inside it. */
export function OpeningHoursForm({ partnerId, rows, language, onClose }: OpeningHoursFormProps) {
  const { t } = useTranslation('detail')
  const id = useId()
  const templateRecId = rows.find((row) => row.axOpeningHourTemplateRecId)?.axOpeningHourTemplateRecId
  const gsc = rows.find((row) => row.gsc)?.gsc
  const dayName = (day: Weekday) => weekdayName(day, language)
  const form = useEditForm({
    resource: 'opening-hours',
    opened: rows,
    draftOf: weekDraftOf,
    problemsOf: weekProblems,
    write: async ({
      draft,
      opened,
      overwrite,
      setOpened,
    }: SaveJob<readonly OpeningHour[], WeekDraft, WeekConflict[]>) => {
      const outcome = await saveWeek({
        opened,
        week: draft,
        templateRecId,
        gsc,
        overwrite,
        onWritten: (row) =>
          setOpened((before) => [...before.filter((old) => old.weekday !== row.weekday), row]),
      })
      return outcome.kind === 'conflicts'
        ? { kind: 'conflict', conflict: outcome.conflicts }
        : { kind: 'done', message: t('edit.openingHours.saved') }
    },
    reload,
    onClose,
  })
  const { draft, opened, problems } = form

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
      form={form}
      saveDescribedBy={`${id}-sharers`}
      panelClassName={styles.panel}
      conflictNotice={(conflicts) => (
        <>
          <p className={styles.sharedText}>{t('edit.openingHours.conflict')}</p>
          <ul className={styles.sharers}>
            {conflicts.map((conflict) => (
              <li key={conflict.day}>{conflictText(conflict)}</li>
            ))}
          </ul>
        </>
      )}
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
          onChange={(value) => form.setDraft({ ...draft, [day]: value })}
          onCopy={() => form.setDraft(copyToWorkdays(draft, day))}
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
