import type { ClosingDate } from '@/entities/closing-date'

import { closureSpan } from '../closure-span'

/** Closed calendar days, first to last inclusive; no `last` means closed until further notice. */
export type ClosureSpan = { first: string; last?: string; reason?: string }

/** A closing date as the days it closes (the span rule is ../closure-span.ts); undated: none. */
export function toClosureSpan(closing: ClosingDate): ClosureSpan | undefined {
  const { start, end } = closureSpan(closing)
  if (!start) return undefined
  const reason = closing.reason?.trim() || undefined
  return { first: start, ...(end !== undefined && { last: end }), ...(reason && { reason }) }
}

export function toClosureSpans(closings: readonly ClosingDate[]): ClosureSpan[] {
  return closings.map(toClosureSpan).filter((span) => span !== undefined)
}

/**
 * The closure covering a day (yyyy-MM-dd compares as text). A permanent closure wins over a
 * dated one, then one that gives a reason, so the line shows the most telling cause.
 */
export function closureOn(spans: readonly ClosureSpan[], date: string): ClosureSpan | undefined {
  const covering = spans.filter(
    (span) => span.first <= date && (span.last === undefined || date <= span.last),
  )
  return (
    covering.find((span) => span.last === undefined) ??
    covering.find((span) => span.reason !== undefined) ??
    covering[0]
  )
}
