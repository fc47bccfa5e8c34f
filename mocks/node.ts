import { setupServer } from 'msw/node'

import { handlers } from './handlers'

/** msw/node server for vitest; src/test/setup.ts starts it with onUnhandledRequest 'error'. */
export const server = setupServer(...handlers)
