import type { QueryClient } from '@tanstack/react-query'

import type { BulkChange } from './bulk-change'

// Stand-in for the runner (another branch writes the real one): its planned signatures only.

export function startBulkChange(_change: BulkChange, _queryClient: QueryClient): boolean {
  return false
}

export function cancelRun(): void {}

export function retryFailed(): void {}

export function undoLastChange(): void {}

export function dismissRun(): void {}
