import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { WEEKDAYS, type OpeningHour } from '@/entities/opening-hour'

import { row, rows } from './test-fixtures'
import {
  WEEK_ORDER,
  hasHours,
  openingWeek,
  parseTime,
  rowHasHours,
  toDaySpans,
  toWeek,
  type Range,
} from './week'

describe('parseTime', () => {
  test('reads H:MM and HH:MM as minutes after midnight', () => {
    expect(parseTime('9:00')).toBe(540)
    expect(parseTime('09:05')).toBe(545)
    expect(parseTime('23:59')).toBe(1439)
    expect(parseTime('0:00')).toBe(0)
  })

  test('gives no time for empty, missing or malformed values', () => {
    for (const value of ['', null, undefined, '24:00', '9', '9:60', 'noon'])
      expect(parseTime(value)).toBeUndefined()
  })
})

describe('toWeek', () => {
  test('keeps a lunch break as two ranges', () => {
    const week = toWeek([row('tue', { morning: ['9:00', '12:00'], afternoon: ['13:30', '18:30'] })])
    expect(week.tue).toEqual([
      { from: 540, to: 720 },
      { from: 810, to: 1110 },
    ])
  })

  test('reads evening spans after the day spans', () => {
    const week = toWeek([
      row('wed', { morning: ['10:00', '12:00'], afternoon: ['13:00', '18:00'], evening: ['19:00', '21:30'] }),
    ])
    expect(week.wed.at(-1)).toEqual({ from: 1140, to: 1290 })
  })

  test('runs a span whose end is not after its start into the next day', () => {
    expect(toWeek([row('fri', { evening: ['20:00', '2:00'] })]).fri).toEqual([{ from: 1200, to: 1560 }])
    expect(toWeek([row('fri', { evening: ['20:00', '0:00'] })]).fri).toEqual([{ from: 1200, to: 1440 }])
    expect(toWeek([row('sat', { morning: ['0:00', '0:00'] })]).sat).toEqual([{ from: 0, to: 1440 }])
  })

  test('ignores a span with a missing end or start', () => {
    const week = toWeek([
      row('mon', { morning: ['9:00', ''], afternoon: [null, '18:00'], evening: ['19:00', null] }),
    ])
    expect(week.mon).toEqual([])
  })

  test("reads 'thr' as Thursday, the fourth day of the week", () => {
    expect(WEEK_ORDER).toEqual(['mon', 'tue', 'wed', 'thr', 'fri', 'sat', 'sun'])
    expect(toWeek([row('thr', { morning: ['10:00', '21:00'] })]).thr).toEqual([{ from: 600, to: 1260 }])
  })

  test('merges the rows of one weekday, joining overlapping and touching ranges', () => {
    const week = toWeek([
      row('mon', { afternoon: ['13:00', '18:00'] }),
      row('mon', { morning: ['9:00', '12:00'] }),
      row('mon', { morning: ['11:00', '13:00'], evening: ['19:00', '20:00'] }),
    ])
    expect(week.mon).toEqual([
      { from: 540, to: 1080 },
      { from: 1140, to: 1200 },
    ])
  })

  test('ignores rows without a weekday', () => {
    const week = toWeek([row(null, { morning: ['9:00', '17:00'] })])
    expect(hasHours(week)).toBe(false)
  })

  test('has hours when any weekday has a range', () => {
    expect(hasHours(toWeek(rows(['sun'], { morning: ['11:00', '16:00'] })))).toBe(true)
    expect(hasHours(toWeek([]))).toBe(false)
  })
})

describe('toDaySpans', () => {
  test('keeps the three named spans of each weekday for display', () => {
    const days = toDaySpans([row('tue', { morning: ['9:00', '12:00'], evening: ['20:00', '2:00'] })])
    expect(days.tue).toEqual({ morning: { from: 540, to: 720 }, evening: { from: 1200, to: 1560 } })
    expect(days.mon).toEqual({})
    expect(Object.keys(days)).toEqual([...WEEK_ORDER])
  })

  test('lets the first row that fills a span win it', () => {
    const days = toDaySpans([
      row('mon', { morning: ['9:00', '12:00'] }),
      row('mon', { morning: ['8:00', '11:00'] }),
    ])
    expect(days.mon.morning).toEqual({ from: 540, to: 720 })
  })
})

const time = fc.oneof(
  fc.constantFrom('', null),
  fc
    .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
    .map(({ h, m }) => `${h}:${String(m).padStart(2, '0')}`),
)
const rowArb = fc
  .record({
    weekday: fc.option(fc.constantFrom(...WEEKDAYS), { nil: null }),
    morning: fc.tuple(time, time),
    afternoon: fc.tuple(time, time),
    evening: fc.tuple(time, time),
  })
  .map(({ weekday, ...spans }): OpeningHour => row(weekday, spans))

const covers = (ranges: readonly Range[], minute: number) =>
  ranges.some((r) => r.from <= minute && minute < r.to)

describe('toWeek properties', () => {
  test('every weekday has sorted, disjoint, non-touching, non-empty ranges starting within the day', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 8 }), (input) => {
        const week = toWeek(input)
        for (const day of WEEK_ORDER) {
          week[day].forEach((range, index) => {
            expect(range.from).toBeGreaterThanOrEqual(0)
            expect(range.from).toBeLessThan(1440)
            expect(range.to).toBeGreaterThan(range.from)
            const previous = week[day][index - 1]
            if (previous) expect(range.from).toBeGreaterThan(previous.to)
          })
        }
      }),
    )
  })

  test('covers a minute exactly when one of the rows alone covers it, whatever the rows order', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 6 }),
        fc.constantFrom(...WEEKDAYS),
        fc.integer({ min: 0, max: 2879 }),
        (input, day, minute) => {
          const merged = toWeek(input)[day]
          const single = input.some((one) => covers(toWeek([one])[day], minute))
          expect(covers(merged, minute)).toBe(single)
          expect(toWeek([...input].reverse())[day]).toEqual(merged)
        },
      ),
    )
  })
})

describe('rowHasHours', () => {
  test('says what the week of that row alone says', () => {
    fc.assert(
      fc.property(rowArb, (one) => {
        expect(rowHasHours(one)).toBe(hasHours(toWeek([one])))
      }),
    )
  })

  test('a row without a weekday, or with no whole span, opens on no day', () => {
    expect(rowHasHours(row(null, { morning: ['09:00', '12:00'] }))).toBe(false)
    expect(rowHasHours(row('mon', { morning: ['09:00', null] }))).toBe(false)
    expect(rowHasHours(row('mon', { evening: ['20:00', '02:00'] }))).toBe(true)
  })
})

describe('openingWeek', () => {
  test('reads a response once: the same rows give the same answer, equal to toWeek and toDaySpans', () => {
    const response = [
      row('mon', { morning: ['9:00', '12:00'] }),
      row('mon', { afternoon: ['13:00', '18:00'] }),
    ]
    const read = openingWeek(response)
    expect(openingWeek(response)).toBe(read)
    expect(read.week).toEqual(toWeek(response))
    expect(read.days).toEqual(toDaySpans(response))
    expect(openingWeek([...response])).not.toBe(read)
  })
})
