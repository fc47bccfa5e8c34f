import type { StoreConfig } from '@/entities/store-config'

import type { BulkChange, BulkTarget } from '../bulk-change'

// Stand-in for the store-settings change (another branch writes the real one).

export function changeStoreSettings(
  targets: readonly BulkTarget[],
  _changes: Partial<StoreConfig>,
): BulkChange {
  return {
    title: { key: 'stand-in' },
    targets,
    resources: [],
    step: () => Promise.reject(new Error('stand-in')),
  }
}
