import type { ClosingDateDraft } from '../../../edit/closing-dates/closing-date-rules'
import type { BulkTarget } from '../bulk-change'

// Stand-in for the overlap preview (another branch writes the real one).

export type ClosureOverlap = { target: BulkTarget; from: string; to?: string }

export function findClosureOverlaps(
  _targets: readonly BulkTarget[],
  _draft: ClosingDateDraft,
  _options: { signal: AbortSignal; onProgress: (done: number) => void },
): Promise<{ overlapping: ClosureOverlap[]; same: BulkTarget[] }> {
  return Promise.resolve({ overlapping: [], same: [] })
}
