import { create } from 'zustand'

/**
 * Whether a bulk change has a panel to show (running, or ended with a report to read) and whether
 * it is still writing: all the first load knows of bulk changes. The page frame reads it to load
 * the run's panel on any page, Log out to ask first during a run; the run's own store
 * (features/partners/bulk/run/run-store.ts, loaded with the first bulk change) sets it.
 */
export const useBulkRunPresence = create<{ present: boolean; running: boolean }>()(() => ({
  present: false,
  running: false,
}))

export function setBulkRunPresent(present: boolean, running = false): void {
  useBulkRunPresence.setState({ present, running })
}
