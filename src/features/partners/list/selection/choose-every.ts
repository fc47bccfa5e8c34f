import { forEachInSlices } from '@/lib/in-slices'

import type { BulkTarget } from '../../bulk/run/bulk-change'

import { changeSelection, useListSelection } from './selection-store'

/**
 * Adds every target read to the selection of the list with `scope`, building it in slices
 * (lib/in-slices.ts) so the page keeps answering (20,000 in one go were a long task on a slow
 * phone); the store changes once, at the end. Stops when `signal` aborts.
 */
export async function chooseEvery(
  scope: string,
  targets: readonly BulkTarget[],
  signal: AbortSignal,
): Promise<void> {
  const before = useListSelection.getState().targets
  const next = new Map<number, BulkTarget>(before)
  await forEachInSlices(
    targets,
    (target) => {
      if (!next.has(target.id)) next.set(target.id, target)
    },
    { signal },
  )
  changeSelection(scope, (selection) => {
    // A partner chosen meanwhile stays chosen (one let go of is a match: chosen again).
    if (selection.targets !== before)
      for (const [id, target] of selection.targets) if (!before.has(id)) next.set(id, target)
    return { ...selection, targets: next, cleared: false }
  })
}
