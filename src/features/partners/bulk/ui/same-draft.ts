import type { ClosingDateDraft } from '../../model/closing-date-rules'

/** The days and reason a look before the change was made for are still the ones in the form. */
export const sameDraft = (a: ClosingDateDraft, b: ClosingDateDraft) =>
  a.from === b.from && a.to === b.to && a.reason === b.reason
