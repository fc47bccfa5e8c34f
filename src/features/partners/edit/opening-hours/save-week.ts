import { OPENING_HOUR_RENAMES, type OpeningHour, type Weekday } from '@/entities/opening-hour'
import { dataService } from '@/lib/data-service/resource-client'
import { writeBack } from '@/lib/data-service/write-back'

import { WEEK_ORDER } from '../../model/opening-hours/week'
import { recheckRecord, type Recheck } from '../save-record'

import { isClosed, rowTimes, type RowTimes, type WeekDraft } from './opening-hour-rules'

/** A row that changed or went since the form opened: all of them are reported together. */
export type WeekConflict =
  { day: Weekday; kind: 'changed'; fields: string[]; latest: OpeningHour } | { day: Weekday; kind: 'deleted' }

export type WeekSaveOutcome =
  { kind: 'saved'; written: number } | { kind: 'conflicts'; conflicts: WeekConflict[] }

type WeekSave = {
  /** The week's rows as the form opened them. */
  opened: readonly OpeningHour[]
  week: WeekDraft
  /** The week's axOpeningHourTemplateRecId and gsc, for a row that has to be created. */
  templateRecId: string | null | undefined
  gsc: string | null | undefined
  overwrite?: boolean
  /**
   * Told of each row once written: the form moves its "as opened" copy on, so that after a save
   * that failed halfway, saving again does not take the rows it wrote itself for someone else's.
   */
  onWritten: (row: OpeningHour) => void
}

type Change =
  | { day: Weekday; row: OpeningHour; edits: Partial<RowTimes> }
  | { day: Weekday; row?: undefined; edits: RowTimes }

/** Each weekday whose times differ from its row, or that gets hours but has no row. */
export function weekChanges(opened: readonly OpeningHour[], week: WeekDraft): Change[] {
  return WEEK_ORDER.flatMap((day): Change[] => {
    const row = opened.find((candidate) => candidate.weekday === day)
    const times = rowTimes(week[day])
    if (!row) return isClosed(week[day]) ? [] : [{ day, edits: times }]
    const edits = Object.fromEntries(
      Object.entries(times).filter(([field, value]) => (row[field as keyof RowTimes] ?? '') !== value),
    )
    return Object.keys(edits).length > 0 ? [{ day, row, edits }] : []
  })
}

/**
 * Saves a week: one PUT per changed row, each the row as the service sent it with
 * only its times changed (writeBack, dev spellings kept). Every changed row is read again first;
 * if any changed or went since the form opened, nothing is written unless `overwrite`.
 *
 * A weekday the week has no row for (a store that publishes no weekend) gets a new row carrying
 * the week's axOpeningHourTemplateRecId: the week *is* the rows sharing that id
 * (api/related-records), so the new day shows for every partner sharing the week, like the
 * others. Its own axOpeningHourRecId is the ERP's to give. A closed day needs no row. A deleted
 * row saved over is created again the same way.
 */
export async function saveWeek({
  opened,
  week,
  templateRecId,
  gsc,
  overwrite = false,
  onWritten,
}: WeekSave): Promise<WeekSaveOutcome> {
  const changes = weekChanges(opened, week)
  const checks = await Promise.all(
    changes.map(async (change) =>
      change.row ? recheckRecord('opening-hours', change.row) : ({ kind: 'deleted' } as const),
    ),
  )
  const conflicts = changes.flatMap((change, index): WeekConflict[] => {
    const check = checks[index] as Recheck<OpeningHour>
    if (!change.row || check.kind === 'current') return []
    return [check.kind === 'changed' ? { day: change.day, ...check } : { day: change.day, kind: 'deleted' }]
  })
  if (conflicts.length > 0 && !overwrite) return { kind: 'conflicts', conflicts }

  const client = dataService['opening-hours']
  for (const [index, change] of changes.entries()) {
    const check = checks[index] as Recheck<OpeningHour>
    const written =
      check.kind === 'deleted'
        ? await client.create({
            axOpeningHourTemplateRecId: templateRecId,
            gsc,
            weekday: change.day,
            ...rowTimes(week[change.day]),
          })
        : await client.update(
            check.latest.id,
            writeBack(check.latest, change.edits, OPENING_HOUR_RENAMES) as OpeningHour,
          )
    onWritten(written)
  }
  return { kind: 'saved', written: changes.length }
}
