import type { ClosingDateDraft } from '../../../edit/closing-dates/closing-date-rules'
import type { Words } from '../bulk-change'

/**
 * The titles of the bulk changes (detail:bulk.titles). Days go in as yyyy-MM-dd, which reads the
 * same in every language; a reason, when there is one, picks the title's `_reason` form.
 */

/** One day, or the first and last day of a span. */
const daysOf = (from: string, to?: string) => (to && to !== from ? `${from} – ${to}` : from)

function withReason(key: string, from: string, to: string | undefined, reason: string): Words {
  const trimmed = reason.trim()
  const when = daysOf(from, to)
  return trimmed ? { key, values: { when, reason: trimmed, context: 'reason' } } : { key, values: { when } }
}

export const titles = {
  addClosingDate: (draft: ClosingDateDraft) =>
    withReason('detail:bulk.titles.addClosingDate', draft.from, draft.to, draft.reason),
  addClosingDates: (count: number): Words => ({
    key: 'detail:bulk.titles.addClosingDates',
    values: { count },
  }),
  deleteClosingDates: (from: string, to: string | undefined, reason: string) =>
    withReason('detail:bulk.titles.deleteClosingDates', from, to, reason),
  changeStoreSettings: (count: number): Words => ({
    key: 'detail:bulk.titles.changeStoreSettings',
    values: { count },
  }),
  addService: (name: string): Words => ({ key: 'detail:bulk.titles.addService', values: { name } }),
  removeService: (name: string): Words => ({ key: 'detail:bulk.titles.removeService', values: { name } }),
}
