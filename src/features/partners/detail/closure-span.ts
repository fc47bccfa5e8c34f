import type { ClosingDate } from '@/entities/closing-date'

/**
 * The one reading of a closing date's span, shared by the closing-dates section and the "open
 * now" line. yyyy-MM-dd strings, which compare as dates. spec §3 Closing date: `day` is the first
 * closed day, `from`/`to` the span (equal for a single day), `to` null with `from` set a closure
 * until further notice. Data is read liberally: `day` alone is a single day, the earlier of
 * `day`/`from` starts the span, a `to` before the start is swapped in, a `to` alone is that one
 * day, and a record without any date is undated.
 */
export type ClosureSpan = {
  record: ClosingDate
  /** Undefined only for an undated record. */
  start?: string
  /** Undefined when open-ended or undated. */
  end?: string
  openEnded: boolean
}

const earliest = (...days: (string | null | undefined)[]) =>
  days.filter((day): day is string => Boolean(day)).sort()[0]

export function closureSpan(record: ClosingDate): ClosureSpan {
  const first = earliest(record.day, record.from)
  if (!first) {
    return record.to
      ? { record, start: record.to, end: record.to, openEnded: false }
      : { record, openEnded: false }
  }
  if (!record.to)
    return record.from
      ? { record, start: first, openEnded: true }
      : { record, start: first, end: first, openEnded: false }
  const [start = first, end = first] = [first, record.to].sort()
  return { record, start, end, openEnded: false }
}
