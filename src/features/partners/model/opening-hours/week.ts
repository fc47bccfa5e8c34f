import { WEEKDAYS, type OpeningHour, type Weekday } from '@/entities/opening-hour'

/** Minutes after midnight of the day the range starts; `to` past 1440 runs into the next day. */
export type Range = { from: number; to: number }
export type Week = Record<Weekday, Range[]>

export const SPAN_NAMES = ['morning', 'afternoon', 'evening'] as const
type SpanName = (typeof SPAN_NAMES)[number]
export type DaySpans = Partial<Record<SpanName, Range>>

export const MINUTES_PER_DAY = 24 * 60

/** Monday first, as the table shows the week; the data's own order. */
export const WEEK_ORDER: readonly Weekday[] = WEEKDAYS

/** 'H:MM' or 'HH:MM' as minutes after midnight; anything else is no time. */
export function parseTime(value: string | null | undefined): number | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value?.trim() ?? '')
  if (!match) return undefined
  return Number(match[1]) * 60 + Number(match[2])
}

/**
 * One span of a row. A span with a missing end is ignored; an end not after the start means the
 * span runs past midnight (evening 20:00-02:00), so 0:00-0:00 is a whole day.
 */
function toRange(from: string | null | undefined, to: string | null | undefined): Range | undefined {
  const start = parseTime(from)
  const end = parseTime(to)
  if (start === undefined || end === undefined) return undefined
  return { from: start, to: end > start ? end : end + MINUTES_PER_DAY }
}

/** What a row says of its day: the weekday and its spans. */
export type HourRow = Pick<
  OpeningHour,
  'weekday' | 'morningFrom' | 'morningTo' | 'afternoonFrom' | 'afternoonTo' | 'eveningFrom' | 'eveningTo'
>

function spansOf(row: HourRow): DaySpans {
  const spans: DaySpans = {}
  const morning = toRange(row.morningFrom, row.morningTo)
  const afternoon = toRange(row.afternoonFrom, row.afternoonTo)
  const evening = toRange(row.eveningFrom, row.eveningTo)
  if (morning) spans.morning = morning
  if (afternoon) spans.afternoon = afternoon
  if (evening) spans.evening = evening
  return spans
}

function emptyWeek<T>(make: () => T): Record<Weekday, T> {
  return Object.fromEntries(WEEK_ORDER.map((day) => [day, make()])) as Record<Weekday, T>
}

/** Each row's weekday and spans, read once; rows without a weekday are ignored. */
type ReadRow = { weekday: Weekday; spans: DaySpans }

const readRows = (rows: readonly OpeningHour[]): ReadRow[] =>
  rows.flatMap((row) => (row.weekday ? [{ weekday: row.weekday, spans: spansOf(row) }] : []))

function daySpansOf(read: readonly ReadRow[]): Record<Weekday, DaySpans> {
  const week = emptyWeek<DaySpans>(() => ({}))
  for (const { weekday, spans } of read) week[weekday] = { ...spans, ...week[weekday] }
  return week
}

function weekOf(read: readonly ReadRow[]): Week {
  const week = emptyWeek<Range[]>(() => [])
  for (const { weekday, spans } of read) week[weekday].push(...Object.values(spans))
  for (const day of WEEK_ORDER) week[day] = mergeRanges(week[day])
  return week
}

/**
 * The three named spans per weekday, for display. When several rows name the same weekday, the
 * first row that fills a span wins it (the status logic, `toWeek`, still sees every row).
 */
export const toDaySpans = (rows: readonly OpeningHour[]) => daySpansOf(readRows(rows))

/** Every weekday's opening ranges, merged across rows; rows without a weekday are ignored. */
export const toWeek = (rows: readonly OpeningHour[]) => weekOf(readRows(rows))

/** Sorted, with overlapping or touching ranges (12:00-13:00 and 13:00-18:00) joined into one. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from || a.to - b.to)
  const merged: Range[] = []
  for (const range of sorted) {
    const last = merged.at(-1)
    if (last && range.from <= last.to) last.to = Math.max(last.to, range.to)
    else merged.push({ ...range })
  }
  return merged
}

export type OpeningWeek = { week: Week; days: Record<Weekday, DaySpans> }

const readWeeks = new WeakMap<readonly OpeningHour[], OpeningWeek>()

/**
 * A response's rows read once into both forms (a response is parsed once), for
 * however many parts of the page show them and however often they re-render (once a minute):
 * the same rows, the same answer.
 */
export function openingWeek(rows: readonly OpeningHour[]): OpeningWeek {
  let read = readWeeks.get(rows)
  if (!read) {
    const rowsRead = readRows(rows)
    read = { week: weekOf(rowsRead), days: daySpansOf(rowsRead) }
    readWeeks.set(rows, read)
  }
  return read
}

export function hasHours(week: Week): boolean {
  return WEEK_ORDER.some((day) => week[day].length > 0)
}

/**
 * Whether one row opens at all, `hasHours(toWeek([row]))` without building its week: a weekday
 * and at least one whole span (the overview asks it of 100,000 rows).
 */
export const rowHasHours = (row: HourRow): boolean =>
  Boolean(row.weekday) && Object.keys(spansOf(row)).length > 0
