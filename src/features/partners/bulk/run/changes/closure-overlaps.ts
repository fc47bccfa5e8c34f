import type { ClosingDateDraft } from '../../../model/closing-date-rules'
import type { BulkTarget } from '../bulk-change'

import type { ClosureEntry } from './add-closing-dates'
import { draftVerdict, type OverlapDays } from './closure-match'
import { readPartnersRecords, type PreviewOptions } from './preview'

/** A closure to add, for one partner. */
type ClosureClash = { target: BulkTarget; draft: ClosingDateDraft }

/** What adding the closures would meet, read before anything is written. */
export type ClosureOverlaps = {
  /** A closure the partner has overlaps the new one: its days (`to` absent when it has no end). */
  overlapping: (ClosureClash & OverlapDays)[]
  /** The partner has the very same closure already: nothing would be added. */
  same: ClosureClash[]
}

/**
 * For the question asked before adding closures ("skip them or add anyway"): which partners have
 * a closure overlapping a new one, and which have the very same one, by the rule the step
 * applies (closure-match.ts). Reads the partners' closing dates afresh, many partners a request.
 */
export async function findEntryOverlaps(
  entries: readonly ClosureEntry[],
  options?: PreviewOptions,
): Promise<ClosureOverlaps> {
  const found: ClosureOverlaps = { overlapping: [], same: [] }
  const closuresOf = await readPartnersRecords(
    'closing-dates',
    entries.map(({ target }) => target.id),
    options,
  )
  const verdicts = entries.flatMap(({ target, drafts }) =>
    drafts.map((draft) => ({ target, draft, verdict: draftVerdict(draft, closuresOf.get(target.id) ?? []) })),
  )
  for (const { target, draft, verdict } of verdicts) {
    if (verdict.kind === 'same') found.same.push({ target, draft })
    if (verdict.kind !== 'overlaps') continue
    const { kind: _, ...days } = verdict
    found.overlapping.push({ target, draft, ...days })
  }
  return found
}

/** The same, for one closure added to every partner (the bulk form). */
export function findClosureOverlaps(
  targets: readonly BulkTarget[],
  draft: ClosingDateDraft,
  options?: PreviewOptions,
): Promise<ClosureOverlaps> {
  return findEntryOverlaps(
    targets.map((target) => ({ target, drafts: [draft] })),
    options,
  )
}
