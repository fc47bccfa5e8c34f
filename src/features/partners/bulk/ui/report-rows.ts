import type { ItemResult } from '../run/bulk-change'

/** The counts a run keeps, as the panel reads them. */
type RunCounts = { total: number; done: number; skipped: number; failed: number }

/** How many steps ended (in any way), and how many are left to take or were never taken. */
export function runNumbers({ total, done, skipped, failed }: RunCounts) {
  const ended = done + skipped + failed
  return { ended, left: Math.max(total - ended, 0) }
}

const ORDER: Record<ItemResult['kind'], number> = { failed: 0, skipped: 1, done: 2 }

/**
 * The report's lines: the failed first (what needs the user), then the skipped, then, when asked
 * for, the done; each kind in the order the run met them.
 */
export function reportRows(results: readonly ItemResult[], withDone: boolean): ItemResult[] {
  return results
    .filter((result) => withDone || result.kind !== 'done')
    .map((result, index) => ({ result, index }))
    .sort((a, b) => ORDER[a.result.kind] - ORDER[b.result.kind] || a.index - b.index)
    .map(({ result }) => result)
}
