import { dataService } from '@/lib/data-service/resource-client'
import { sentVersion } from '@/lib/data-service/write-back'

import {
  closingDateFields,
  closingDateProblems,
  type ClosingDateDraft,
} from '../../../model/closing-date-rules'
import type { ClosingDate } from '@/entities/closing-date'

import type { BulkChange, BulkTarget, SkipReason, UndoStep, Words } from '../bulk-change'

import { draftVerdict } from './closure-match'
import { readPartnerRecords } from './records'
import { titles } from './titles'
import { writingChange } from './writing-change'

/** A partner and the closures to add to it (the import groups its rows per partner). */
export type ClosureEntry = { target: BulkTarget; drafts: readonly ClosingDateDraft[] }

export type AddClosingDatesOptions = {
  /** A closure overlapping one the partner has: left out ('skip') or added anyway ('add'). */
  overlapping: 'skip' | 'add'
  /** The run's title, when the caller names it better (the import names its file). */
  title?: Words
}

/**
 * Adds each partner its closures. The step reads the partner's closing dates afresh: a closure
 * with the same days and reason is there already and not made again (so a retry never doubles);
 * one overlapping another is skipped when the user chose so. A partner that got any closure is
 * done (its undo deletes them); one that got none is skipped, for an overlap if one was met.
 * A create whose answer was lost (a timeout, a dropped connection) may still have landed: when a
 * retry then finds that very closure, which the step's first read had not, it is the run's own
 * and its undo is kept.
 */
export function addClosingDates(
  entries: readonly ClosureEntry[],
  { overlapping, title }: AddClosingDatesOptions,
): BulkChange {
  // The form and the import check their closures first; one without real days reaching here is a
  // mistake of the caller, which must not become a dateless record on every partner.
  if (entries.some(({ drafts }) => drafts.some((draft) => closingDateProblems(draft, []).length > 0)))
    throw new Error('addClosingDates: every closure needs real days (closingDateProblems)')
  const draftsOf = new Map<number, ClosingDateDraft[]>()
  const targets: BulkTarget[] = []
  for (const { target, drafts } of entries) {
    if (!draftsOf.has(target.id)) targets.push(target)
    draftsOf.set(target.id, [...(draftsOf.get(target.id) ?? []), ...drafts])
  }
  const count = entries.reduce((sum, entry) => sum + entry.drafts.length, 0)
  /** The closures each partner was sent a create for: met again, they are the run's own. */
  const sentFor = new Map<number, Set<ClosingDateDraft>>()

  return writingChange({
    title: title ?? titles.addClosingDates(count),
    targets,
    resource: 'closing-dates',
    write: async (target, written, signal) => {
      const closures = await readPartnerRecords('closing-dates', target.id, signal)
      let reason: SkipReason = { kind: 'already' }
      const sent = sentFor.get(target.id) ?? new Set()
      sentFor.set(target.id, sent)
      for (const draft of draftsOf.get(target.id) ?? []) {
        const verdict = draftVerdict(draft, closures)
        if (verdict.kind === 'same') {
          const { closure } = verdict
          const known = written.some((step) => step.kind === 'delete' && step.id === closure.id)
          if (sent.has(draft) && !known) written.push(deleteStep(closure))
          continue
        }
        if (verdict.kind === 'overlaps' && overlapping === 'skip') {
          reason = verdict
          continue
        }
        const fields = { ...closingDateFields(draft), bpId: target.id }
        sent.add(draft)
        const created = await dataService['closing-dates'].create(fields, { signal })
        written.push(deleteStep(created))
        // A later closure of the same partner meets this one as it would on the next read.
        closures.push(created)
      }
      return reason
    },
  })
}

/** How to take back a closure the run made: delete it, unless it changed since. */
const deleteStep = (closure: ClosingDate): UndoStep => ({
  kind: 'delete',
  resource: 'closing-dates',
  id: closure.id,
  created: sentVersion(closure),
})

/** The bulk form's change: the same closure for every partner. */
export function addClosingDate(
  targets: readonly BulkTarget[],
  draft: ClosingDateDraft,
  options: AddClosingDatesOptions,
): BulkChange {
  return addClosingDates(
    targets.map((target) => ({ target, drafts: [draft] })),
    { ...options, title: options.title ?? titles.addClosingDate(draft) },
  )
}
