import type { QueryClient } from '@tanstack/react-query'

import type { BulkChange } from './bulk-change'

/**
 * Stand-in, dropped at merge: the real store runs the change with the runner and keeps its
 * progress and report for the run panel. Only its signature is used here: true when the change
 * started, false when another run is still going.
 */
export function startBulkChange(change: BulkChange, queryClient: QueryClient): boolean {
  void change
  void queryClient
  return true
}
