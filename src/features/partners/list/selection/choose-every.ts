import type { BusinessPartner } from '@/entities/business-partner'

import type { BulkTarget } from '../../bulk/run/bulk-change'

import { toTarget } from './selection-rules'
import { changeSelection, useListSelection } from './selection-store'

/** Partners added to the selection per task: 20,000 in one go were a long task on a slow phone. */
const SLICE = 2_000

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Adds every partner read to the selection of the list with `scope`, building it a slice per task
 * so the page keeps answering; the store changes once, at the end. Stops when `signal` aborts.
 */
export async function chooseEvery(
  scope: string,
  partners: readonly BusinessPartner[],
  signal: AbortSignal,
): Promise<void> {
  const before = useListSelection.getState().targets
  const next = new Map<number, BulkTarget>(before)
  for (let start = 0; start < partners.length; start += SLICE) {
    if (start > 0) await nextTask()
    signal.throwIfAborted()
    for (const partner of partners.slice(start, start + SLICE))
      if (!next.has(partner.id)) next.set(partner.id, toTarget(partner))
  }
  changeSelection(scope, (selection) => {
    // A partner chosen meanwhile stays chosen (one let go of is a match: chosen again).
    if (selection.targets !== before)
      for (const [id, target] of selection.targets) if (!before.has(id)) next.set(id, target)
    return { ...selection, targets: next, cleared: false }
  })
}
