import { describe, expect, test } from 'vitest'

import type { ItemResult } from './bulk-change'
import { countLines, failedLines, mergeLines } from './report-lines'

const line = (id: number, kind: 'done' | 'skipped' | 'failed'): ItemResult => {
  const target = { id, name: `P${id}`, accountNum: `A${id}` }
  if (kind === 'done') return { target, kind, undo: [] }
  if (kind === 'skipped') return { target, kind, reason: { kind: 'already' } }
  return { target, kind, reason: { key: 'data:errors.server' } }
}

describe('a report’s lines', () => {
  const report = [line(3, 'done'), line(1, 'failed'), line(2, 'skipped'), line(4, 'failed')]

  test('are counted by how they ended', () => {
    expect(countLines(report)).toEqual({ done: 1, skipped: 1, failed: 2 })
    expect(countLines([])).toEqual({ done: 0, skipped: 0, failed: 0 })
  })

  test('know where each failed line sits, by partner', () => {
    expect([...failedLines(report)]).toEqual([
      [1, 1],
      [4, 3],
    ])
  })

  test.each([
    {
      name: 'a retried line replaces its failed one in place',
      lines: [line(4, 'done')],
      ids: '3 1 2 4',
      kinds: 'done failed skipped done',
    },
    {
      name: 'a line of no retried partner is added at the end',
      lines: [line(5, 'done')],
      ids: '3 1 2 4 5',
      kinds: 'done failed skipped failed done',
    },
    {
      name: 'a retry failing again stays one line',
      lines: [line(1, 'failed')],
      ids: '3 1 2 4',
      kinds: 'done failed skipped failed',
    },
  ])('$name', ({ lines, ids, kinds }) => {
    const merged = mergeLines(report, lines, failedLines(report))
    expect(merged.map((result) => result.target.id).join(' ')).toBe(ids)
    expect(merged.map((result) => result.kind).join(' ')).toBe(kinds)
    expect(merged[0]).toBe(report[0])
    expect(report.map((result) => result.kind)).toEqual(['done', 'failed', 'skipped', 'failed'])
  })
})
