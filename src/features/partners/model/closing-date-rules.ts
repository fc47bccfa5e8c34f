import type { ClosingDate } from '@/entities/closing-date'
import { CalendarDateSchema } from '@/entities/fields'

import { closureSpan, overlapsDays, type ClosureSpan } from './closures'

/** The closing-date form as typed: yyyy-MM-dd strings ('' when empty) and a reason. */
export type ClosingDateDraft = { from: string; to: string; reason: string }

export type ClosingDateProblem =
  | { field: 'from'; kind: 'required' | 'invalid' }
  | { field: 'to'; kind: 'invalid' | 'beforeFrom' }
  /** The span overlaps another closing date of the same partner, named by `other`. */
  | { field: 'from'; kind: 'overlaps'; other: ClosureSpan }

const isDay = (value: string) => CalendarDateSchema.safeParse(value).success

export function draftOf(record?: ClosingDate): ClosingDateDraft {
  const span = record && closureSpan(record)
  return {
    from: span?.start ?? '',
    to: span?.end && span.end !== span.start ? span.end : '',
    reason: record?.reason ?? '',
  }
}

/**
 * `from` is a real day; `to`, when given, a real day not before it (empty: the
 * one day); and the span may not overlap another closing date of the partner (`others`, without
 * the one being edited). A permanent closure (no end) overlaps every later day.
 */
export function closingDateProblems(
  draft: ClosingDateDraft,
  others: readonly ClosingDate[],
): ClosingDateProblem[] {
  const problems: ClosingDateProblem[] = []
  if (!draft.from) problems.push({ field: 'from', kind: 'required' })
  else if (!isDay(draft.from)) problems.push({ field: 'from', kind: 'invalid' })
  if (draft.to && !isDay(draft.to)) problems.push({ field: 'to', kind: 'invalid' })
  else if (draft.to && isDay(draft.from) && draft.to < draft.from)
    problems.push({ field: 'to', kind: 'beforeFrom' })
  if (problems.length > 0) return problems

  const other = overlapping(draft.from, draft.to || draft.from, others.map(closureSpan))
  return other ? [{ field: 'from', kind: 'overlaps', other }] : []
}

/** The first closure sharing a day with `start`..`end`; a permanent one shares every later day. */
export function overlapping(
  start: string,
  end: string,
  spans: readonly ClosureSpan[],
): ClosureSpan | undefined {
  return spans.find((span) => overlapsDays(span, start, end))
}

/** The fields a closing date takes from the form: `day` is the first closed day. */
export function closingDateFields(
  draft: ClosingDateDraft,
): Pick<ClosingDate, 'day' | 'from' | 'to' | 'reason'> {
  const reason = draft.reason.trim()
  return { day: draft.from, from: draft.from, to: draft.to || draft.from, reason: reason || null }
}
