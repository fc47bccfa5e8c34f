import type { ClosingDate } from '@/entities/closing-date'

import { closureSpan, overlapsDays, type ClosureSpan } from '../../../model/closures'
import { closingDateFields, type ClosingDateDraft } from '../../../model/closing-date-rules'

import { sameClosure } from './same-record'

/** The days of a closure a new one overlaps, as the report names them: `to` absent when it has no end. */
export type OverlapDays = { from: string; to?: string }

/** What a closure to add meets among a partner's closures: itself, another overlapping it, or nothing. */
export type DraftVerdict =
  { kind: 'same'; closure: ClosingDate } | ({ kind: 'overlaps' } & OverlapDays) | { kind: 'new' }

/** The very same closure first (nothing to add), then the first one overlapping its days. */
export function draftVerdict(draft: ClosingDateDraft, closures: readonly ClosingDate[]): DraftVerdict {
  const same = closures.find((closure) => sameClosure(closure, closingDateFields(draft)))
  if (same) return { kind: 'same', closure: same }
  const other = closures
    .map(closureSpan)
    .find((span) => overlapsDays(span, draft.from, draft.to || draft.from))
  return other ? { kind: 'overlaps', ...daysOf(other) } : { kind: 'new' }
}

// An undated closure overlaps nothing, so an overlapping one always has its first day.
const daysOf = ({ start = '', end, openEnded }: ClosureSpan): OverlapDays =>
  openEnded || !end ? { from: start } : { from: start, to: end }

/** Which closures a bulk delete takes: those over [from, to] (to blank: the one day) with that reason. */
export type ClosureMatch = {
  /** Compared trimmed and case-insensitively; blank matches any reason, none included. */
  reason: string
  from: string
  to?: string
}

export function matchesClosure(match: ClosureMatch, closure: ClosingDate): boolean {
  const span = closureSpan(closure)
  const reason = match.reason.trim().toLocaleLowerCase()
  if (!overlapsDays(span, match.from, match.to || match.from)) return false
  return !reason || span.reason?.toLocaleLowerCase() === reason
}
