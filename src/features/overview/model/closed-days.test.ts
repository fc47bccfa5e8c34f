import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { closureSpan } from '@/features/partners/model/closures'

import { calendarDays, closedDaysMask, closedOnDay, closedPerDay, type ClosedPartner } from './closed-days'
import { partnerRef } from './partner-ref'
import { closingDate, partner } from './test-fixtures'

const days = calendarDays('2026-12-24', 5)

describe('calendarDays', () => {
  test('runs from today, day by day, across a month and a year', () => {
    expect(calendarDays('2026-12-30', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
    expect(calendarDays('2026-11-28')).toHaveLength(14)
  })
})

describe('closedDaysMask', () => {
  test.each([
    ['a single day', [{ day: '2026-12-25', from: '2026-12-25', to: '2026-12-25' }], 0b00010],
    ['a span into the window', [{ from: '2026-12-20', to: '2026-12-25' }], 0b00011],
    ['a permanent closure', [{ from: '2026-12-26', to: null }], 0b11100],
    [
      'a span written backwards, read as the list reads it',
      [{ from: '2026-12-27', to: '2026-12-26' }],
      0b01100,
    ],
    ['two closures', [{ day: '2026-12-24' }, { day: '2026-12-28' }], 0b10001],
    ['a closure before the window', [{ from: '2026-12-01', to: '2026-12-02' }], 0],
    ['an undated record', [{}], 0],
  ])('%s', (_, records, mask) => {
    expect(
      closedDaysMask(
        records.map((record) => closureSpan(closingDate(record))),
        days,
      ),
    ).toBe(mask)
  })
})

describe('closedDaysMask, one closure at a time', () => {
  test("a partner's closed days are the days of each of its closures, joined", () => {
    const day = fc.integer({ min: 20, max: 31 }).map((date) => `2026-12-${date}`)
    const closure = fc.record({ day: fc.option(day), from: fc.option(day), to: fc.option(day) })
    fc.assert(
      fc.property(fc.array(closure, { maxLength: 6 }), (records) => {
        const spans = records.map((fields, index) => closureSpan(closingDate({ id: index + 1, ...fields })))
        const joined = spans.reduce((mask, span) => mask | closedDaysMask([span], days), 0)
        expect(joined).toBe(closedDaysMask(spans, days))
      }),
    )
  })
})

describe('closedPerDay and closedOnDay', () => {
  const closed: ClosedPartner[] = [
    { partner: partnerRef(partner({ id: 1, bpType: 'store', country: 'TW' })), days: 0b011 },
    { partner: partnerRef(partner({ id: 2, bpType: 'dealer', country: 'TW' })), days: 0b110 },
    { partner: partnerRef(partner({ id: 3, bpType: 'store', country: 'de' })), days: 0b001 },
  ]

  test('count each day, narrowed by type and country', () => {
    expect(closedPerDay(closed, 3)).toEqual([2, 2, 1])
    expect(closedPerDay(closed, 3, { type: 'store' })).toEqual([2, 1, 0])
    expect(closedPerDay(closed, 3, { country: 'DE' })).toEqual([1, 0, 0])
    expect(closedOnDay(closed, 0, { type: 'store' }).map(({ id }) => id)).toEqual([1, 3])
  })

  test("a day's count is the length of its list, whatever the filter", () => {
    const entry = fc.record({
      partner: fc.record({
        id: fc.nat(),
        name: fc.string(),
        bpType: fc.constantFrom('distributor' as const, 'dealer' as const, 'store' as const),
        country: fc.constantFrom('TW', 'DE', ''),
        city: fc.constant(''),
        accountNum: fc.constant(''),
      }),
      days: fc.integer({ min: 0, max: 2 ** 14 - 1 }),
    })
    const filter = fc.record(
      { type: fc.constantFrom('dealer' as const, 'store' as const), country: fc.constantFrom('TW', 'DE') },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 50 }), filter, (list, narrowed) => {
        const counts = closedPerDay(list, 14, narrowed)
        counts.forEach((count, index) => expect(closedOnDay(list, index, narrowed)).toHaveLength(count))
      }),
    )
  })
})
