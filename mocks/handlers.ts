import type { RequestHandler } from 'msw'

import { getEnv } from '@/config/env'

import { createHandlers, handlerOptionsFromEnv } from './create-handlers'

/** The handlers msw uses in vitest (mocks/node.ts) and in the browser under `npm start`. */
export const handlers: RequestHandler[] = createHandlers(handlerOptionsFromEnv(getEnv()))
