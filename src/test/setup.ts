import './setup-pure'

import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'

import { plantDb, resetDb } from '../../mocks/db'
import { server } from '../../mocks/node'
import { tokenStore } from '../../mocks/token-store'

// findBy and waitFor give up after this long (Testing Library's default is 1 s). A file's first
// screen builds the mock data and its schemas on its first request, which on a busy two-core CI
// machine took longer than a second once: a pass is never slower for it, only a failure is.
configure({ asyncUtilTimeout: 5_000 })

// The mock world, generated once for the whole run (global-setup.ts).
plantDb(inject('mockWorld'))

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetDb()
  tokenStore.reset()
  localStorage.clear()
  sessionStorage.clear()
})

afterAll(() => server.close())
