import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { ItemResult } from '../run/bulk-change'

import { reportRows, runNumbers } from './report-rows'

const target = (id: number) => ({ id, name: `Partner ${id}`, accountNum: `C${id}` })
const done = (id: number): ItemResult => ({ target: target(id), kind: 'done', undo: [] })
const skipped = (id: number): ItemResult => ({
  target: target(id),
  kind: 'skipped',
  reason: { kind: 'already' },
})
const failed = (id: number): ItemResult => ({
  target: target(id),
  kind: 'failed',
  reason: { key: 'data:errors.server', values: { status: 500 } },
})

const ids = (rows: ItemResult[]) => rows.map((row) => row.target.id)

describe('the report of a run', () => {
  test('lists the failed first, then the skipped, each in the order met; the done only when asked', () => {
    const results = [done(1), skipped(2), failed(3), done(4), failed(5), skipped(6)]
    expect(ids(reportRows(results, false))).toEqual([3, 5, 2, 6])
    expect(ids(reportRows(results, true))).toEqual([3, 5, 2, 6, 1, 4])
  })

  test('keeps every line once, and nothing else (property)', () => {
    const result = fc.oneof(fc.nat(999).map(done), fc.nat(999).map(skipped), fc.nat(999).map(failed))
    fc.assert(
      fc.property(fc.array(result, { maxLength: 40 }), fc.boolean(), (results, withDone) => {
        const rows = reportRows(results, withDone)
        const kept = results.filter((item) => withDone || item.kind !== 'done')
        expect(new Set(rows)).toEqual(new Set(kept))
        expect(rows).toHaveLength(kept.length)
        const kinds = rows.map((row) => row.kind)
        expect(kinds).toEqual([...kinds].sort((a, b) => 'fsd'.indexOf(a[0]!) - 'fsd'.indexOf(b[0]!)))
      }),
    )
  })

  test.each([
    [
      { total: 340, done: 120, skipped: 4, failed: 3 },
      { ended: 127, left: 213 },
    ],
    [
      { total: 10, done: 10, skipped: 0, failed: 0 },
      { ended: 10, left: 0 },
    ],
    [
      { total: 0, done: 0, skipped: 0, failed: 0 },
      { ended: 0, left: 0 },
    ],
  ])('counts what ended and what is left: %o', (counts, expected) => {
    expect(runNumbers(counts)).toEqual(expected)
  })
})
