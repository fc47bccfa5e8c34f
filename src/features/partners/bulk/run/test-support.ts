import type { BulkTarget } from './bulk-change'

/** Partners 1..count, as a bulk change's targets. */
export const bulkTargets = (count: number): BulkTarget[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Partner ${index + 1}`,
    accountNum: `A${index + 1}`,
  }))

/** A step's time at work, on whichever timers the test runs. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
