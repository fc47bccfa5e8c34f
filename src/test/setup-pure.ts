import '@/entities/zod-config'
import '@testing-library/jest-dom/vitest'

import { afterEach, beforeEach, vi } from 'vitest'

/**
 * What every unit test runs under, the pure ones (vitest.config.ts: node, no mock data service)
 * included. A console.error in a unit test is a failure unless the test expects it: an error
 * nobody asserts on is a bug nobody sees.
 */
beforeEach(() => {
  // Testing Library advances fake timers only through a global `jest` (user-event #1115); with
  // this, `vi.useFakeTimers()` and `userEvent.setup({ advanceTimers: vi.advanceTimersByTime })` work.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in a test: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})
