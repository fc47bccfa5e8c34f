import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { ClosingDate } from '@/entities/closing-date'
import { WEEKDAYS } from '@/entities/opening-hour'

import { closureOn, closureSpan } from '../closures'

import { addDays, shiftWeekday } from './calendar'
import { localNow, type LocalNow } from './local-now'
import { openingStatus } from './opening-status'
import { closing } from './test-fixtures'
import { MINUTES_PER_DAY, mergeRanges, type Range, type Week } from './week'

const BASE = '2026-11-16' // a Monday

const rangeArb = fc
  .record({ from: fc.integer({ min: 0, max: 1439 }), length: fc.integer({ min: 1, max: 1440 }) })
  .map(({ from, length }): Range => ({ from, to: from + length }))

const weekArb: fc.Arbitrary<Week> = fc
  .tuple(...WEEKDAYS.map(() => fc.array(rangeArb, { maxLength: 3 })))
  .map(
    (days) => Object.fromEntries(WEEKDAYS.map((day, index) => [day, mergeRanges(days[index] ?? [])])) as Week,
  )

const closureArb = fc
  .record({
    start: fc.integer({ min: -12, max: 12 }),
    length: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    reason: fc.option(fc.constantFrom('Inventory', 'Renovation', '年度盤點'), { nil: null }),
  })
  .map(({ start, length, reason }) => {
    const from = addDays(BASE, start)
    return closing({ day: from, from, to: length === undefined ? null : addDays(from, length - 1), reason })
  })

function nowOn(date: string, minutes: number): LocalNow {
  return { date, minutes, weekday: localNow(new Date(`${date}T12:00:00Z`), 'UTC').weekday }
}

const nowArb = fc
  .record({ day: fc.integer({ min: 0, max: 13 }), minutes: fc.integer({ min: 0, max: 1439 }) })
  .map(({ day, minutes }) => nowOn(addDays(BASE, day), minutes))

const inputArb = fc.record({
  week: weekArb,
  closures: fc.array(closureArb, { maxLength: 3 }),
  now: nowArb,
})

/** `offset` minutes after the midnight that starts `now.date`, as a wall clock. */
function shifted(now: LocalNow, offset: number): LocalNow {
  const days = Math.floor(offset / MINUTES_PER_DAY)
  return nowOn(addDays(now.date, days), offset - days * MINUTES_PER_DAY)
}

const within = (ranges: readonly Range[], minute: number) =>
  ranges.some((r) => r.from <= minute && minute < r.to)

function isClosed(closures: readonly ClosingDate[], date: string) {
  return closureOn(closures.map(closureSpan), date) !== undefined
}

describe('openingStatus properties', () => {
  test('is open exactly when now is in a range of today or in the tail of an open yesterday, and no closure covers today', () => {
    fc.assert(
      fc.property(inputArb, ({ week, closures, now }) => {
        const yesterday = addDays(now.date, -1)
        const expected =
          !isClosed(closures, now.date) &&
          (within(week[now.weekday], now.minutes) ||
            (!isClosed(closures, yesterday) &&
              within(week[shiftWeekday(now.weekday, -1)], now.minutes + MINUTES_PER_DAY)))
        expect(openingStatus({ week, closures, now }).kind === 'open').toBe(expected)
      }),
    )
  })

  test('when open, stays open until the minute before `until` and is no longer open at it', () => {
    fc.assert(
      fc.property(inputArb, ({ week, closures, now }) => {
        const status = openingStatus({ week, closures, now })
        if (status.kind !== 'open' || status.until === undefined) return
        const days = status.untilDay
          ? (WEEKDAYS.indexOf(status.untilDay) - WEEKDAYS.indexOf(now.weekday) + 7) % 7
          : 0
        const end = days * MINUTES_PER_DAY + status.until
        expect(end).toBeGreaterThan(now.minutes)
        expect(openingStatus({ week, closures, now: shifted(now, end - 1) }).kind).toBe('open')
        expect(openingStatus({ week, closures, now: shifted(now, end) }).kind).not.toBe('open')
      }),
    )
  })

  test('an opening time is the start of a range on the named, unclosed day, and it is open then', () => {
    fc.assert(
      fc.property(inputArb, ({ week, closures, now }) => {
        const status = openingStatus({ week, closures, now })
        const opens =
          status.kind === 'opens' ? status : status.kind === 'closed-today' ? status.opens : undefined
        if (!opens) return
        const opening = nowOn(opens.date, opens.at)
        const named =
          opens.day === 'today'
            ? now.weekday
            : opens.day === 'tomorrow'
              ? shiftWeekday(now.weekday, 1)
              : opens.day
        expect(opening.weekday).toBe(named)
        expect(week[opening.weekday].some((range) => range.from === opens.at)).toBe(true)
        expect(isClosed(closures, opens.date)).toBe(false)
        expect(opens.inMinutes).toBeGreaterThan(0)
        expect(openingStatus({ week, closures, now: opening }).kind).toBe('open')
      }),
    )
  })

  test('says closed today only when a closing date covers today', () => {
    fc.assert(
      fc.property(inputArb, ({ week, closures, now }) => {
        const status = openingStatus({ week, closures, now })
        if (status.kind === 'closed-today') expect(isClosed(closures, now.date)).toBe(true)
        if (isClosed(closures, now.date)) expect(['open', 'opens', 'no-hours']).not.toContain(status.kind)
      }),
    )
  })
})
