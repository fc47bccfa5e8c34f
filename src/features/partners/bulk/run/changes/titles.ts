import type { ClosingDateDraft } from '../../../model/closing-date-rules'
import type { Words } from '../bulk-change'

/**
 * The titles of the bulk changes (detail:bulk.titles). Their days are `days` (a screen says them
 * in its language); a reason, when there is one, picks the title's `_reason` form.
 */
function withReason(key: string, from: string, to: string | undefined, reason: string): Words {
  const trimmed = reason.trim()
  const days = { when: { from, to: to || undefined } }
  return trimmed ? { key, values: { reason: trimmed, context: 'reason' }, days } : { key, days }
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
