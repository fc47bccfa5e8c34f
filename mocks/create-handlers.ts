import type { RequestHandler } from 'msw'

import { tokenEndpoint } from '@/config/endpoints'
import type { Env } from '@/config/env'

import { createDataServiceHandlers, type DataServiceHandlerOptions } from './data-service-handlers'
import { WriteRefusals } from './write-refusals'

export type MockHandlerOptions = DataServiceHandlerOptions

/**
 * Every mock handler: the data service and its token endpoint. Kept apart from handlers.ts,
 * which builds the default set from the environment on import, so the standalone server
 * (mock-server.ts) can build its own without GATSBY_* variables.
 */
export function createHandlers(options: MockHandlerOptions): RequestHandler[] {
  return [...createDataServiceHandlers(options)]
}

/** The handler options of a build or test run (the GATSBY_* settings). */
export function handlerOptionsFromEnv(env: Env): MockHandlerOptions {
  return {
    dataServiceUrl: env.GATSBY_DATA_SERVICE_URL,
    authServiceUrl: env.GATSBY_DATA_AUTH_URL,
    clientId: env.GATSBY_DATA_CLIENT_ID,
    clientSecret: env.GATSBY_DATA_CLIENT_SECRET,
    // A build without a secret asks a token broker: the mocks play it where the build asks.
    brokerUrl: env.GATSBY_DATA_CLIENT_SECRET === undefined ? tokenEndpoint(env) : undefined,
    apiKey: env.GATSBY_DATA_API_KEY,
    delayMs: env.GATSBY_MOCK_DELAY_MS,
    writeRefusals: new WriteRefusals(env.GATSBY_MOCK_REFUSE_WRITES_EVERY),
  }
}
