import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { closureSpan } from '../closure-span'

import { scheduleClosures } from './closing-schedule'
import { closingDate } from './test-fixtures'

const isoDay = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

const record = fc
  .record({ id: fc.nat(), day: fc.option(isoDay), from: fc.option(isoDay), to: fc.option(isoDay) })
  .map((fields) => closingDate(fields))

describe('closureSpan', () => {
  test('reads a single day, a span, an open-ended closure and an undated record', () => {
    expect(closureSpan(closingDate({ day: '2026-12-25' }))).toMatchObject({
      start: '2026-12-25',
      end: '2026-12-25',
      openEnded: false,
    })
    expect(
      closureSpan(closingDate({ day: '2026-12-24', from: '2026-12-24', to: '2027-01-02' })),
    ).toMatchObject({
      start: '2026-12-24',
      end: '2027-01-02',
    })
    const permanent = closureSpan(closingDate({ day: '2026-12-01', from: '2026-12-01', to: null }))
    expect(permanent).toMatchObject({ start: '2026-12-01', openEnded: true })
    expect(permanent.end).toBeUndefined()
    const undated = closureSpan(closingDate({}))
    expect([undated.start, undated.end, undated.openEnded]).toEqual([undefined, undefined, false])
  })

  test('puts a span written backwards the right way round', () => {
    expect(closureSpan(closingDate({ from: '2026-12-10', to: '2026-12-05' }))).toMatchObject({
      start: '2026-12-05',
      end: '2026-12-10',
    })
  })

  test('never ends before it starts', () => {
    fc.assert(
      fc.property(record, (closure) => {
        const { start, end } = closureSpan(closure)
        if (start !== undefined && end !== undefined) expect(start <= end).toBe(true)
      }),
    )
  })
})

describe('scheduleClosures', () => {
  test('places every closure exactly once, past ones only when they ended before today', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 12 }), isoDay, (records, today) => {
        const { ahead, past } = scheduleClosures(records, today)
        expect(ahead.length + past.length).toBe(records.length)
        for (const span of past) expect(span.end! < today).toBe(true)
        for (const span of ahead) expect(span.end === undefined || span.end >= today).toBe(true)
      }),
    )
  })

  test('orders what is ahead by start, undated last, and marks as current exactly what covers today', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 12 }), isoDay, (records, today) => {
        const { ahead } = scheduleClosures(records, today)
        const starts = ahead.map((span) => span.start ?? '\uffff')
        expect(starts).toEqual([...starts].sort())
        for (const span of ahead) expect(span.current).toBe(span.start !== undefined && span.start <= today)
      }),
    )
  })
})
