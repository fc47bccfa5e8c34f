import { describe, expect, test } from 'vitest'

import { undoOutcome, type UndoVerdict } from './undo-outcome'

const undone = { kind: 'undone' } as const
const already = { kind: 'already' } as const
const gone = { kind: 'gone' } as const
const changed = (...fields: string[]) => ({ kind: 'changed-since', fields }) as const

describe("a partner's line in an undo's report", () => {
  test.each<[string, UndoVerdict[], unknown]>([
    ['everything put back', [undone, undone], { kind: 'done', undo: [] }],
    ['some put back, the rest as before already', [already, undone], { kind: 'done', undo: [] }],
    ['nothing left to put back', [already, already], { kind: 'skipped', reason: { kind: 'already' } }],
    ['a record gone', [undone, gone], { kind: 'skipped', reason: { kind: 'gone' } }],
    [
      'records changed since, with every field once',
      [changed('reason'), undone, gone, changed('to', 'reason')],
      { kind: 'skipped', reason: { kind: 'changed-since', fields: ['reason', 'to'] } },
    ],
  ])('%s', (_, verdicts, expected) => {
    expect(undoOutcome(verdicts)).toEqual(expected)
  })

  test('done when an earlier try put something back and this one finds the rest as before', () => {
    expect(undoOutcome([already, already], true)).toEqual({ kind: 'done', undo: [] })
  })
})
