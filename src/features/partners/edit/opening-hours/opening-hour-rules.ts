import { OpeningTimeSchema, type OpeningHour, type Weekday } from '@/entities/opening-hour'

import { parseTime, SPAN_NAMES, WEEK_ORDER } from '../../model/opening-hours/week'

export type SpanName = (typeof SPAN_NAMES)[number]
/** One span as typed: '' or HH:MM, untrimmed until saved. */
type SpanDraft = { from: string; to: string }
export type DayDraft = Record<SpanName, SpanDraft>
export type WeekDraft = Record<Weekday, DayDraft>

export type HoursProblem = {
  day: Weekday
  span: SpanName
  field: 'from' | 'to'
  /**
   * invalid: not HH:MM; missing: only one end given; notAfterFrom: `to` not after
   * `from`; overlaps: starts before the day's previous span ends (spans in order, not overlapping).
   */
  kind: 'invalid' | 'missing' | 'notAfterFrom' | 'overlaps'
}

/** The fields of a row the form writes: each span's two ends, '' for none (as the data has it). */
export type RowTimes = Pick<
  OpeningHour,
  'morningFrom' | 'morningTo' | 'afternoonFrom' | 'afternoonTo' | 'eveningFrom' | 'eveningTo'
>

/** Monday to Friday: the days "copy to the other weekdays" fills. */
const WORKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thr', 'fri']

const EMPTY_DAY: DayDraft = {
  morning: { from: '', to: '' },
  afternoon: { from: '', to: '' },
  evening: { from: '', to: '' },
}

/** A row's spans as the form shows them; no row is a closed day. */
export function dayDraftOf(row?: OpeningHour): DayDraft {
  if (!row) return EMPTY_DAY
  return {
    morning: { from: row.morningFrom ?? '', to: row.morningTo ?? '' },
    afternoon: { from: row.afternoonFrom ?? '', to: row.afternoonTo ?? '' },
    evening: { from: row.eveningFrom ?? '', to: row.eveningTo ?? '' },
  }
}

/** The week's rows (one per weekday; the first row of a weekday wins, as on the page) as a draft. */
export function weekDraftOf(rows: readonly OpeningHour[]): WeekDraft {
  const rowOf = (day: Weekday) => rows.find((row) => row.weekday === day)
  return Object.fromEntries(WEEK_ORDER.map((day) => [day, dayDraftOf(rowOf(day))])) as WeekDraft
}

/** A day's times as row fields, trimmed. */
export function rowTimes(day: DayDraft): RowTimes {
  const end = (value: string) => value.trim()
  return {
    morningFrom: end(day.morning.from),
    morningTo: end(day.morning.to),
    afternoonFrom: end(day.afternoon.from),
    afternoonTo: end(day.afternoon.to),
    eveningFrom: end(day.evening.from),
    eveningTo: end(day.evening.to),
  }
}

/** A day with no span at all: closed. */
export const isClosed = (day: DayDraft) => Object.values(rowTimes(day)).every((value) => value === '')

const isTime = (value: string) => OpeningTimeSchema.safeParse(value.trim()).success

/**
 * For one day: each end empty or HH:MM; both ends or neither; `from`
 * before `to`; and the spans in order, each starting no earlier than the previous one ends
 * (touching, 12:00 then 12:00, is allowed: the page joins them).
 */
export function dayProblems(day: Weekday, draft: DayDraft): HoursProblem[] {
  const problems: HoursProblem[] = []
  let previousEnd: number | undefined
  for (const span of SPAN_NAMES) {
    const { from, to } = draft[span]
    const problem = (field: 'from' | 'to', kind: HoursProblem['kind']) =>
      problems.push({ day, span, field, kind })
    const badFrom = !isTime(from)
    const badTo = !isTime(to)
    if (badFrom) problem('from', 'invalid')
    if (badTo) problem('to', 'invalid')
    if (badFrom || badTo) continue
    if (from.trim() === '' && to.trim() === '') continue
    if (from.trim() === '') problem('from', 'missing')
    else if (to.trim() === '') problem('to', 'missing')
    else {
      const start = parseTime(from) ?? 0
      const end = parseTime(to) ?? 0
      if (end <= start) problem('to', 'notAfterFrom')
      else if (previousEnd !== undefined && start < previousEnd) problem('from', 'overlaps')
      else previousEnd = end
    }
  }
  return problems
}

/** Every day's problems, Monday first. */
export const weekProblems = (week: WeekDraft): HoursProblem[] =>
  WEEK_ORDER.flatMap((day) => dayProblems(day, week[day]))

/** The week with `source`'s spans copied to the other workdays (Monday to Friday). */
export function copyToWorkdays(week: WeekDraft, source: Weekday): WeekDraft {
  const copy = { ...week }
  for (const day of WORKDAYS) if (day !== source) copy[day] = structuredClone(week[source])
  return copy
}
