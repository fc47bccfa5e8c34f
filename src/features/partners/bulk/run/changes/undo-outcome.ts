import type { SkipReason, StepOutcome } from '../bulk-change'

/** What one undo step came to: its record put back, or left as it is and why. */
export type UndoVerdict =
  | { kind: 'undone' }
  /** There is nothing to take back: the record is as it was before the run already. */
  | { kind: 'already' }
  | Extract<SkipReason, { kind: 'changed-since' | 'gone' }>

/**
 * A partner's line in an undo's report, from its steps' verdicts. A record left alone (changed
 * since the run, or gone) needs someone to look at it, so it names the line even when the
 * partner's other records were put back: changed-since with every such field, else gone. With
 * nothing left alone the partner is done when anything was put back (now or by an earlier try),
 * else it was as before already.
 */
export function undoOutcome(verdicts: readonly UndoVerdict[], undoneBefore = false): StepOutcome {
  const fields = [
    ...new Set(verdicts.flatMap((verdict) => (verdict.kind === 'changed-since' ? verdict.fields : []))),
  ]
  const changed = verdicts.some((verdict) => verdict.kind === 'changed-since')
  if (changed) return { kind: 'skipped', reason: { kind: 'changed-since', fields } }
  if (verdicts.some((verdict) => verdict.kind === 'gone'))
    return { kind: 'skipped', reason: { kind: 'gone' } }
  if (undoneBefore || verdicts.some((verdict) => verdict.kind === 'undone')) return { kind: 'done', undo: [] }
  return { kind: 'skipped', reason: { kind: 'already' } }
}
