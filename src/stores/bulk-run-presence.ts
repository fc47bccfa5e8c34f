import { create } from 'zustand'

/**
 * Whether a bulk change is running or has a report to read: all the first load knows of bulk
 * changes. The page frame reads it to load the run's panel on any page; the run's own store
 * (features/partners/bulk/run/run-store.ts, loaded with the first bulk change) sets it.
 */
export const useBulkRunPresence = create<{ present: boolean }>()(() => ({ present: false }))

export function setBulkRunPresent(present: boolean): void {
  useBulkRunPresence.setState({ present })
}
