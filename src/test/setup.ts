import '@/entities/zod-config'
import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

import { resetDb } from '../../mocks/db'
import { server } from '../../mocks/node'
import { tokenStore } from '../../mocks/token-store'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

// STYLE.md (epic-stack): console.error in a unit test is a failure unless the test expects it.
beforeEach(() => {
  // Testing Library advances fake timers only through a global `jest` (user-event #1115); with
  // this, `vi.useFakeTimers()` and `userEvent.setup({ advanceTimers: vi.advanceTimersByTime })` work.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error in a test: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetDb()
  tokenStore.reset()
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

afterAll(() => server.close())
