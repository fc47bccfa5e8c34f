import type { ClosingDate } from '@/entities/closing-date'

/**
 * The one reading of a closing date, shared by the closing-dates
 * section and the "open now" line. Days are yyyy-MM-dd strings, which compare as dates. `day` is
 * the first closed day, `from`/`to` the span (equal for a single day), `to` null with `from` set a
 * closure until further notice. Data is read liberally: `day` alone is a single day, the earlier of
 * `day`/`from` starts the span, a `to` before the start is swapped in, a `to` alone is that one
 * day, and a record without any date is undated (it covers no day).
 */
export type ClosureSpan = {
  record: ClosingDate
  /** The first closed day; undefined only for an undated record. */
  start?: string
  /** The last closed day; undefined when open-ended or undated. */
  end?: string
  openEnded: boolean
  /** The record's reason, trimmed; undefined when blank. */
  reason?: string
}

const earliest = (...days: (string | null | undefined)[]) =>
  days.filter((day): day is string => Boolean(day)).sort()[0]

function datesOf(record: ClosingDate): Pick<ClosureSpan, 'start' | 'end' | 'openEnded'> {
  const first = earliest(record.day, record.from)
  if (!first) return record.to ? { start: record.to, end: record.to, openEnded: false } : { openEnded: false }
  if (!record.to)
    return record.from ? { start: first, openEnded: true } : { start: first, end: first, openEnded: false }
  const [start = first, end = first] = [first, record.to].sort()
  return { start, end, openEnded: false }
}

export function closureSpan(record: ClosingDate): ClosureSpan {
  const reason = record.reason?.trim() || undefined
  return { record, ...datesOf(record), ...(reason && { reason }) }
}

/** Whether the closure shuts `day` (yyyy-MM-dd): from its start through its end, or on and on. */
export function covers(span: ClosureSpan, day: string): boolean {
  if (span.start === undefined || day < span.start) return false
  return span.openEnded || (span.end !== undefined && day <= span.end)
}

/**
 * Whether the closure shuts any day from `start` through `end` (yyyy-MM-dd, start <= end): the
 * form's overlap rule, and which closures a bulk delete over those days takes.
 */
export function overlapsDays(span: ClosureSpan, start: string, end: string): boolean {
  if (span.start === undefined || span.start > end) return false
  return span.openEnded || (span.end ?? span.start) >= start
}

/**
 * The closure covering a day. A permanent closure wins over a dated one, then one that gives a
 * reason, so the "open now" line shows the most telling cause.
 */
export function closureOn(spans: readonly ClosureSpan[], day: string): ClosureSpan | undefined {
  const covering = spans.filter((span) => covers(span, day))
  return (
    covering.find((span) => span.openEnded) ??
    covering.find((span) => span.reason !== undefined) ??
    covering[0]
  )
}
