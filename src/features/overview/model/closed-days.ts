import type { BpType } from '@/entities/business-partner'

import { covers, type ClosureSpan } from '@/features/partners/model/closures'
import { addDays } from '@/features/partners/model/opening-hours/calendar'

import type { PartnerRef } from './partner-ref'

/** How many days the closure calendar shows, today first. */
const CALENDAR_DAYS = 14

/** The calendar's days (yyyy-MM-dd), `today` first. */
export function calendarDays(today: string, length = CALENDAR_DAYS): string[] {
  return Array.from({ length }, (_, index) => addDays(today, index))
}

/** A partner closed on at least one of the calendar's days: bit i of `days` is day i. */
export type ClosedPartner = { partner: PartnerRef; days: number }

/**
 * Which of `days` the closures shut, as bits: the closing-dates section's own reading of a
 * record (model/closures), so the overview and a partner's page agree on every day.
 */
export function closedDaysMask(spans: readonly ClosureSpan[], days: readonly string[]): number {
  let mask = 0
  days.forEach((day, index) => {
    if (spans.some((span) => covers(span, day))) mask |= 1 << index
  })
  return mask
}

/** What the calendar is narrowed to: a type and a country, or everything. */
export type CalendarFilter = { type?: BpType; country?: string }

function matchesFilter(partner: PartnerRef, { type, country }: CalendarFilter): boolean {
  return (!type || partner.bpType === type) && (!country || partner.country === country)
}

/** How many of the partners are closed on each day (in the filter), one number a day. */
export function closedPerDay(
  closed: readonly ClosedPartner[],
  dayCount: number,
  filter: CalendarFilter = {},
): number[] {
  const counts = Array.from({ length: dayCount }, () => 0)
  for (const { partner, days } of closed) {
    if (!matchesFilter(partner, filter)) continue
    for (let index = 0; index < dayCount; index += 1) if (days & (1 << index)) counts[index]! += 1
  }
  return counts
}

/** The partners closed on day `index` (in the filter). */
export function closedOnDay(
  closed: readonly ClosedPartner[],
  index: number,
  filter: CalendarFilter = {},
): PartnerRef[] {
  return closed
    .filter(({ partner, days }) => days & (1 << index) && matchesFilter(partner, filter))
    .map(({ partner }) => partner)
}
