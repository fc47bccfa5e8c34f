import type { ClosingDateDraft } from '../../../edit/closing-dates/closing-date-rules'
import type { BulkChange, BulkTarget } from '../bulk-change'

// Stand-in for the closing-date change (another branch writes the real one).

export function addClosingDate(
  targets: readonly BulkTarget[],
  _draft: ClosingDateDraft,
  _options: { overlapping: 'skip' | 'add' },
): BulkChange {
  return {
    title: { key: 'stand-in' },
    targets,
    resources: [],
    step: () => Promise.reject(new Error('stand-in')),
  }
}
