import './setup-pure'

import { cleanup, configure } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest'

import { plantDb, resetDb } from '@mocks/db'
import { server } from '@mocks/node'
import { tokenStore } from '@mocks/token-store'
import { forgetRole } from '../lib/auth/role'

// findBy and waitFor give up after this long (Testing Library's default is 1 s). A file's first
// screen builds the mock data and its schemas on its first request, which on a busy two-core CI
// machine took longer than a second once: a pass is never slower for it, only a failure is.
configure({ asyncUtilTimeout: 10_000 })

// The mock world, generated once for the whole run (global-setup.ts).
plantDb(inject('mockWorld'))

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  cleanup()
  // react-hot-toast keeps its toasts in the package, which the next file shares (below).
  toast.remove()
  server.resetHandlers()
  resetDb()
  tokenStore.reset()
  forgetRole()
  localStorage.clear()
  sessionStorage.clear()
})

// Test files share a process without isolation (vitest.config.ts), so each leaves it as it found
// it. The app's modules are loaded afresh for the next file (its own stores, query client and
// mock server); packages (node_modules) are shared.
afterAll(() => {
  server.close()
  vi.restoreAllMocks()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.resetModules()
})
