import type { BulkChange, BulkTarget } from '../bulk-change'

// Stand-in for the closing-date delete (another branch writes the real one).

export type ClosureMatch = { reason: string; from: string; to?: string }

export function deleteClosingDates(targets: readonly BulkTarget[], _match: ClosureMatch): BulkChange {
  return {
    title: { key: 'stand-in' },
    targets,
    resources: [],
    step: () => Promise.reject(new Error('stand-in')),
  }
}

export function countMatchingClosures(
  _targets: readonly BulkTarget[],
  _match: ClosureMatch,
  _options: { signal: AbortSignal; onProgress: (done: number) => void },
): Promise<number> {
  return Promise.resolve(0)
}
