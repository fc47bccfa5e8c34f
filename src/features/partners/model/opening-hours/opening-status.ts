import type { ClosingDate } from '@/entities/closing-date'
import type { Weekday } from '@/entities/opening-hour'

import { closureOn, closureSpan, type ClosureSpan } from '../closures'

import { addDays, shiftWeekday } from './calendar'
import type { LocalNow } from './local-now'
import { MINUTES_PER_DAY, hasHours, mergeRanges, type Range, type Week } from './week'

export type NextOpening = {
  /** Minutes after midnight on `date`. */
  at: number
  day: 'today' | 'tomorrow' | Weekday
  date: string
  /** How long from now, for an "opening soon" tone. */
  inMinutes: number
}

export type OpeningStatus =
  /** `until` in (0, 1440] on `untilDay` (today when absent, else 1-6 days on); no `until`: open all week. */
  | { kind: 'open'; until?: number; untilDay?: Weekday }
  | ({ kind: 'opens'; afterClosure?: string } & NextOpening)
  | { kind: 'closed-today'; reason?: string; opens?: NextOpening }
  /** Finite closures hide every opening of the search; closed through `lastDay` at least. */
  | { kind: 'closed-through'; lastDay: string; reason?: string }
  | { kind: 'closed-until-further-notice'; reason?: string }
  | { kind: 'no-hours' }

/** Days searched after today for the next opening: every weekday comes round at least once. */
const SEARCH_DAYS = 8

type Input = { week: Week; closures: readonly ClosingDate[]; now: LocalNow }

/**
 * What the "open now" line says. Times are half-open: a
 * range 9:00-18:00 is open at 9:00 and closed at 18:00. A closing date closes the whole calendar
 * day, including the overnight tail of yesterday's range, and a closed day's own range never
 * opens, so its tail past midnight does not either.
 */
export function openingStatus({ week, closures, now }: Input): OpeningStatus {
  const spans = closures.map(closureSpan)
  const closedToday = closureOn(spans, now.date)
  if (closedToday?.openEnded) return indefinitely(closedToday)
  if (!hasHours(week)) return closedToday ? closedTodayStatus(closedToday) : { kind: 'no-hours' }

  const timeline = openTimeline(week, spans, now)
  const current = timeline.find((range) => range.from <= now.minutes && now.minutes < range.to)
  if (current) return openUntil(current.to, now)

  const next = timeline.find((range) => range.from > now.minutes)
  if (next) {
    const opens = nextOpening(next.from, now)
    if (closedToday) return closedTodayStatus(closedToday, opens)
    const skipped = skippedClosure(week, spans, now, Math.floor(next.from / MINUTES_PER_DAY))
    return skipped?.reason
      ? { kind: 'opens', ...opens, afterClosure: skipped.reason }
      : { kind: 'opens', ...opens }
  }
  return blocked(week, spans, now)
}

/**
 * Open ranges from yesterday to the end of the search, in minutes after today's midnight,
 * without closed days, merged so that ranges running on into each other (a range to 24:00 and
 * one from 0:00 the next day) read as one.
 */
function openTimeline(week: Week, spans: readonly ClosureSpan[], now: LocalNow): Range[] {
  const isClosed = (offset: number) => closureOn(spans, addDays(now.date, offset)) !== undefined
  const ranges: Range[] = []
  for (let offset = -1; offset <= SEARCH_DAYS; offset += 1) {
    if (isClosed(offset)) continue
    const dayStart = offset * MINUTES_PER_DAY
    const nextDayClosed = isClosed(offset + 1)
    for (const range of week[shiftWeekday(now.weekday, offset)]) {
      const to = nextDayClosed ? Math.min(range.to, MINUTES_PER_DAY) : range.to
      ranges.push({ from: dayStart + range.from, to: dayStart + to })
    }
  }
  return mergeRanges(ranges)
}

function openUntil(end: number, now: LocalNow): OpeningStatus {
  // Open a week on end: no weekday can name the closing without reading as this week's.
  if (end > 7 * MINUTES_PER_DAY) return { kind: 'open' }
  // An end at midnight belongs to the day it closes (24:00), not to the next one (0:00).
  const offset = Math.ceil(end / MINUTES_PER_DAY) - 1
  const until = end - offset * MINUTES_PER_DAY
  return offset > 0
    ? { kind: 'open', until, untilDay: shiftWeekday(now.weekday, offset) }
    : { kind: 'open', until }
}

function nextOpening(start: number, now: LocalNow): NextOpening {
  const offset = Math.floor(start / MINUTES_PER_DAY)
  const day = offset === 0 ? 'today' : offset === 1 ? 'tomorrow' : shiftWeekday(now.weekday, offset)
  return {
    at: start - offset * MINUTES_PER_DAY,
    day,
    date: addDays(now.date, offset),
    inMinutes: start - now.minutes,
  }
}

/** The first closure between today and the opening day that kept a day with hours shut. */
function skippedClosure(week: Week, spans: readonly ClosureSpan[], now: LocalNow, openingOffset: number) {
  for (let offset = 1; offset < openingOffset; offset += 1) {
    const closure = closureOn(spans, addDays(now.date, offset))
    if (closure && week[shiftWeekday(now.weekday, offset)].length > 0) return closure
  }
  return undefined
}

/** No opening in the search although the week has hours: closures stand in the way. */
function blocked(week: Week, spans: readonly ClosureSpan[], now: LocalNow): OpeningStatus {
  const closed: { date: string; closure: ClosureSpan }[] = []
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const date = addDays(now.date, offset)
    const closure = closureOn(spans, date)
    if (closure && week[shiftWeekday(now.weekday, offset)].length > 0) closed.push({ date, closure })
  }
  const permanent = closed.find(({ closure }) => closure.openEnded)
  if (permanent) return indefinitely(permanent.closure)
  const first = closed[0]?.closure
  let lastDay = closed.at(-1)?.date ?? now.date
  // Closed at least through the last blocking closure and any run of closures straight after it.
  for (let guard = 0; guard < 366; guard += 1) {
    const next = closureOn(spans, addDays(lastDay, 1))
    if (!next) break
    if (next.openEnded) return indefinitely(next)
    lastDay = addDays(lastDay, 1)
  }
  return withReason({ kind: 'closed-through' as const, lastDay }, first)
}

function indefinitely(closure: ClosureSpan): OpeningStatus {
  return withReason({ kind: 'closed-until-further-notice' as const }, closure)
}

function closedTodayStatus(closure: ClosureSpan, opens?: NextOpening): OpeningStatus {
  const status = withReason({ kind: 'closed-today' as const }, closure)
  return opens ? { ...status, opens } : status
}

function withReason<T extends object>(status: T, closure: ClosureSpan | undefined): T & { reason?: string } {
  return closure?.reason ? { ...status, reason: closure.reason } : status
}
