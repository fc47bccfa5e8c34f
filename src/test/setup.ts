import './setup-pure'

import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'

import { resetDb } from '../../mocks/db'
import { server } from '../../mocks/node'
import { tokenStore } from '../../mocks/token-store'

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
