import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { scheduleClosures } from './closing-schedule'
import { closingDate } from '../../model/test-fixtures'

const isoDay = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

const record = fc
  .record({ id: fc.nat(), day: fc.option(isoDay), from: fc.option(isoDay), to: fc.option(isoDay) })
  .map((fields) => closingDate(fields))

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
