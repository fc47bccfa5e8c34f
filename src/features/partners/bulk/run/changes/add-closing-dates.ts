import type { ClosingDateDraft } from '../../../edit/closing-dates/closing-date-rules'
import type { BulkChange, BulkTarget } from '../bulk-change'

/**
 * Stand-in, dropped at merge: the real change (written beside the runner) adds each partner's
 * closing dates, skipping or adding those that overlap one it has. Only its signature is used here.
 */
export function addClosingDates(
  entries: readonly { target: BulkTarget; drafts: ClosingDateDraft[] }[],
  options: { overlapping: 'skip' | 'add' },
): BulkChange {
  return {
    title: { key: 'bulk:import.title' },
    targets: entries.map((entry) => entry.target),
    step: () => Promise.reject(new Error(`stand-in: adding closing dates (${options.overlapping})`)),
    resources: ['closing-dates'],
  }
}
