import type { ItemResult } from './bulk-change'

export type LineCounts = { done: number; skipped: number; failed: number }

/** How many lines of a report came to each end. */
export function countLines(results: readonly ItemResult[]): LineCounts {
  const counts: LineCounts = { done: 0, skipped: 0, failed: 0 }
  for (const result of results) counts[result.kind] += 1
  return counts
}

/** Where each failed line sits in the report, by partner id: the lines a retry replaces. */
export function failedLines(results: readonly ItemResult[]): Map<number, number> {
  const lines = new Map<number, number>()
  results.forEach((result, index) => {
    if (result.kind === 'failed') lines.set(result.target.id, index)
  })
  return lines
}

/**
 * The report with new lines: a retried partner's line takes the place of its failed one, so the
 * report keeps one line per partner and the lines done earlier keep their undo steps; any other
 * line is added at the end, in the order it finished.
 */
export function mergeLines(
  results: readonly ItemResult[],
  lines: readonly ItemResult[],
  replacing: ReadonlyMap<number, number>,
): ItemResult[] {
  const merged = results.slice()
  for (const line of lines) {
    const at = replacing.get(line.target.id)
    if (at === undefined) merged.push(line)
    else merged[at] = line
  }
  return merged
}
