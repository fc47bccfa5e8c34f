import type { BulkChange, BulkTarget } from '../bulk-change'

import { matchesClosure, type ClosureMatch } from './closure-match'
import { readPartnersRecords, type PreviewOptions } from './preview'
import { readPartnerRecords, removeEach } from './records'
import { titles } from './titles'
import { writingChange } from './writing-change'

/** A partner's closures the match takes, read afresh. */
async function matchingClosures(target: BulkTarget, match: ClosureMatch, signal?: AbortSignal) {
  const closures = await readPartnerRecords('closing-dates', target.id, signal)
  return closures.filter((closure) => matchesClosure(match, closure))
}

/**
 * Deletes each partner's closures over the match's days with its reason (closure-match.ts).
 * The undo makes each one again as the service sent it back. A partner with none: nothing to change.
 */
export function deleteClosingDates(targets: readonly BulkTarget[], match: ClosureMatch): BulkChange {
  return writingChange({
    title: titles.deleteClosingDates(match.from, match.to, match.reason),
    targets,
    resource: 'closing-dates',
    write: async (target, written, signal) => {
      await removeEach('closing-dates', await matchingClosures(target, match, signal), written, signal)
      return { kind: 'nothing-to-change' }
    },
  })
}

/** For "Delete N closing dates of M partners?": what the delete would take, read before it runs. */
export async function countMatchingClosures(
  targets: readonly BulkTarget[],
  match: ClosureMatch,
  options?: PreviewOptions,
): Promise<{ closures: number; partners: number }> {
  const closuresOf = await readPartnersRecords(
    'closing-dates',
    targets.map((target) => target.id),
    options,
  )
  const counts = [...closuresOf.values()].map(
    (closures) => closures.filter((closure) => matchesClosure(match, closure)).length,
  )
  return {
    closures: counts.reduce((sum, count) => sum + count, 0),
    partners: counts.filter((count) => count > 0).length,
  }
}
