import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { ClosingDate } from '@/entities/closing-date'

import { closingDateFields, closingDateProblems, draftOf } from './closing-date-rules'

const closing = (id: number, from: string, to: string | null, reason?: string): ClosingDate => ({
  id,
  bpId: 1,
  day: from,
  from,
  to,
  reason,
})
const draft = (from: string, to = '', reason = '') => ({ from, to, reason })
const christmas = closing(1, '2026-12-24', '2026-12-26', 'Christmas')

describe('closing-date rules', () => {
  test.each([
    ['an empty from', draft(''), [{ field: 'from', kind: 'required' }]],
    ['a from that is no day', draft('2026-02-30'), [{ field: 'from', kind: 'invalid' }]],
    ['a to that is no day', draft('2026-03-01', '2026-13-01'), [{ field: 'to', kind: 'invalid' }]],
    ['a to before from', draft('2026-03-02', '2026-03-01'), [{ field: 'to', kind: 'beforeFrom' }]],
    ['one day', draft('2026-03-01'), []],
    ['a span', draft('2026-03-01', '2026-03-05'), []],
  ])('%s', (_, input, expected) => {
    expect(closingDateProblems(input, [])).toEqual(expected)
  })

  test.each([
    ['inside another', draft('2026-12-25'), true],
    ['touching its first day', draft('2026-12-20', '2026-12-24'), true],
    ['touching its last day', draft('2026-12-26', '2026-12-30'), true],
    ['around it', draft('2026-12-01', '2026-12-31'), true],
    ['the day before', draft('2026-12-23'), false],
    ['the day after', draft('2026-12-27'), false],
  ])('a span %s overlaps: %s', (_, input, overlaps) => {
    const problems = closingDateProblems(input, [christmas])
    expect(problems).toEqual(
      overlaps
        ? [{ field: 'from', kind: 'overlaps', other: expect.objectContaining({ record: christmas }) }]
        : [],
    )
  })

  test('a permanent closure overlaps every later day, not earlier ones', () => {
    const closed = closing(2, '2027-01-10', null)
    expect(closingDateProblems(draft('2030-05-01'), [closed])).toHaveLength(1)
    expect(closingDateProblems(draft('2027-01-01', '2027-01-09'), [closed])).toEqual([])
  })

  test('overlap is symmetric: a overlaps b exactly when b overlaps a', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-06-${String(d).padStart(2, '0')}`)
    const span = fc.tuple(day, day).map(([a, b]): [string, string] => (a <= b ? [a, b] : [b, a]))
    fc.assert(
      fc.property(span, span, ([a1, a2], [b1, b2]) => {
        const ab = closingDateProblems(draft(a1, a2), [closing(1, b1, b2)]).length
        const ba = closingDateProblems(draft(b1, b2), [closing(2, a1, a2)]).length
        expect(ab).toBe(ba)
      }),
    )
  })

  test('a saved one-day closure has from, to and day the same; the form shows it as one day', () => {
    expect(closingDateFields(draft('2026-03-01', '', '  '))).toEqual({
      day: '2026-03-01',
      from: '2026-03-01',
      to: '2026-03-01',
      reason: null,
    })
    expect(draftOf(closing(3, '2026-03-01', '2026-03-01', 'Stocktake'))).toEqual(
      draft('2026-03-01', '', 'Stocktake'),
    )
    expect(draftOf(christmas)).toEqual(draft('2026-12-24', '2026-12-26', 'Christmas'))
  })
})
