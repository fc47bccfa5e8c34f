import { vi } from 'vitest'

/**
 * Replaces the browser's Worker with one that starts nothing and records the arguments of each
 * `new Worker(...)`, returned in order. Undone by `vi.unstubAllGlobals()`.
 */
export function stubWorker(): unknown[][] {
  const started: unknown[][] = []
  vi.stubGlobal(
    'Worker',
    class {
      constructor(...args: unknown[]) {
        started.push(args)
      }
    },
  )
  return started
}
