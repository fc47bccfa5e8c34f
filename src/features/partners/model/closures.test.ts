import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { closing } from './opening-hours/test-fixtures'
import { closureOn, closureSpan, covers, overlapsDays } from './closures'

const isoDay = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

const record = fc
  .record({ day: fc.option(isoDay), from: fc.option(isoDay), to: fc.option(isoDay) })
  .map((fields) => closing(fields))

describe('closureSpan', () => {
  test('reads a single day, a span, an open-ended closure and an undated record', () => {
    expect(
      closureSpan(closing({ day: '2026-12-25', from: '2026-12-25', to: '2026-12-25', reason: 'Noël' })),
    ).toMatchObject({ start: '2026-12-25', end: '2026-12-25', openEnded: false, reason: 'Noël' })
    expect(closureSpan(closing({ day: '2026-11-02', from: '2026-11-02', to: '2026-11-06' }))).toMatchObject({
      start: '2026-11-02',
      end: '2026-11-06',
      openEnded: false,
    })
    const permanent = closureSpan(closing({ day: '2026-12-01', from: '2026-12-01', to: null }))
    expect(permanent).toMatchObject({ start: '2026-12-01', openEnded: true })
    expect(permanent.end).toBeUndefined()
    const undated = closureSpan(closing({}))
    expect([undated.start, undated.end, undated.openEnded]).toEqual([undefined, undefined, false])
  })

  test('reads partial records liberally and a backwards span forwards', () => {
    expect(closureSpan(closing({ day: '2026-12-01' }))).toMatchObject({
      start: '2026-12-01',
      end: '2026-12-01',
    })
    expect(closureSpan(closing({ day: '2026-12-01', to: '2026-12-03' }))).toMatchObject({
      start: '2026-12-01',
      end: '2026-12-03',
    })
    expect(closureSpan(closing({ from: '2026-12-05', to: '2026-12-03' }))).toMatchObject({
      start: '2026-12-03',
      end: '2026-12-05',
    })
    expect(closureSpan(closing({ to: '2026-12-03' }))).toMatchObject({
      start: '2026-12-03',
      end: '2026-12-03',
    })
  })

  test('drops a blank reason', () => {
    expect(closureSpan(closing({ day: '2026-12-01', reason: '  ' })).reason).toBeUndefined()
  })

  test('never ends before it starts (property)', () => {
    fc.assert(
      fc.property(record, (closure) => {
        const { start, end } = closureSpan(closure)
        if (start !== undefined && end !== undefined) expect(start <= end).toBe(true)
      }),
    )
  })
})

describe('covers', () => {
  test('covers its first and last day and what lies between, nothing outside', () => {
    const span = closureSpan(closing({ from: '2026-12-24', to: '2026-12-26' }))
    expect(
      ['2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27'].map((day) => covers(span, day)),
    ).toEqual([false, true, true, true, false])
    expect(covers(closureSpan(closing({ from: '2026-12-01' })), '2099-01-01')).toBe(true)
    expect(covers(closureSpan(closing({})), '2026-12-01')).toBe(false)
  })

  test('covers exactly the days from start to end, or from start on when open-ended (property)', () => {
    fc.assert(
      fc.property(record, isoDay, (closure, day) => {
        const span = closureSpan(closure)
        const expected =
          span.start !== undefined && span.start <= day && (span.openEnded || day <= (span.end ?? ''))
        expect(covers(span, day)).toBe(expected)
        if (span.start !== undefined) expect(covers(span, span.start)).toBe(true)
        if (span.end !== undefined) expect(covers(span, span.end)).toBe(true)
      }),
    )
  })
})

describe('overlapsDays', () => {
  test.each([
    ['ends the day before', { from: '2026-12-20', to: '2026-12-23' }, false],
    ['ends on the first day', { from: '2026-12-20', to: '2026-12-24' }, true],
    ['lies within', { day: '2026-12-25' }, true],
    ['starts on the last day', { from: '2026-12-26', to: '2026-12-30' }, true],
    ['starts the day after', { from: '2026-12-27', to: '2026-12-30' }, false],
    ['is permanent from before', { from: '2026-01-01' }, true],
    ['is permanent from after', { from: '2027-01-01' }, false],
    ['is undated', {}, false],
  ])('a closure that %s the days 24-26 Dec: %s', (_, fields, expected) => {
    expect(overlapsDays(closureSpan(closing(fields)), '2026-12-24', '2026-12-26')).toBe(expected)
  })

  test('over one day, overlaps exactly when it covers that day (property)', () => {
    fc.assert(
      fc.property(record, isoDay, (closure, day) => {
        const span = closureSpan(closure)
        expect(overlapsDays(span, day, day)).toBe(covers(span, day))
      }),
    )
  })
})

describe('closureOn', () => {
  test('prefers a permanent closure, then one with a reason', () => {
    const spans = [
      closureSpan(closing({ from: '2026-12-01', to: '2026-12-31' })),
      closureSpan(closing({ day: '2026-12-10', reason: 'Inventory' })),
      closureSpan(closing({ from: '2026-12-20', reason: 'Permanent closure' })),
    ]
    expect(closureOn(spans, '2026-12-05')).toBe(spans[0])
    expect(closureOn(spans, '2026-12-10')).toBe(spans[1])
    expect(closureOn(spans, '2026-12-24')).toBe(spans[2])
    expect(closureOn(spans, '2026-11-30')).toBeUndefined()
  })

  test('finds a closure exactly when one covers the day (property)', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), isoDay, (records, day) => {
        const spans = records.map(closureSpan)
        const found = closureOn(spans, day)
        expect(found !== undefined).toBe(spans.some((span) => covers(span, day)))
        if (found) expect(covers(found, day)).toBe(true)
      }),
    )
  })
})
