import type { ClosingDate } from '@/entities/closing-date'

import { closureSpan, covers, type ClosureSpan } from '../../model/closures'

type ScheduledClosure = ClosureSpan & { current: boolean }

export type ClosingSchedule = {
  /** Current and upcoming closures by start, then undated ones. */
  ahead: ScheduledClosure[]
  /** Closures that ended before today, the latest first. */
  past: ClosureSpan[]
}

/** `today` is yyyy-MM-dd in the viewer's calendar. */
export function scheduleClosures(records: readonly ClosingDate[], today: string): ClosingSchedule {
  const spans = records.map(closureSpan)
  const isPast = (span: ClosureSpan) => span.end !== undefined && span.end < today
  const ahead = spans
    .filter((span) => !isPast(span))
    .map((span) => ({ ...span, current: covers(span, today) }))
    .sort(byStart)
  const past = spans.filter(isPast).sort((a, b) => byStart(b, a))
  return { ahead, past }
}

/** By start, then by end (open-ended last); undated spans after all dated ones. */
function byStart(a: ClosureSpan, b: ClosureSpan): number {
  if (a.start === undefined || b.start === undefined)
    return Number(a.start === undefined) - Number(b.start === undefined)
  return compare(a.start, b.start) || compare(a.end ?? '\uffff', b.end ?? '\uffff')
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
