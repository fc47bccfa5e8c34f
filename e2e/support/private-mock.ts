import type { BrowserContext } from '@playwright/test'

import { startProcess, stopProcess } from '../../scripts/bench/processes'

import { MOCK_SERVICE } from './mock-data'
import { brokerEnvironment, TOKEN_URL } from './token-broker'

export type PrivateMock = {
  /** http://localhost:PORT: read it from the test as the app does (mock-data.ts takes an origin). */
  origin: string
  /**
   * Sends a context's data-service requests here instead of the suite's shared mock, and its
   * token requests to a broker of this mock's own: a token is good only where it was issued.
   */
  route: (context: BrowserContext) => Promise<void>
  /** Back to the world it started with (mocks/control-endpoint.ts), for tests that must not see each other's writes. */
  reset: () => Promise<void>
  stop: () => Promise<void>
}

/**
 * A mock data service of the spec's own, for a spec that must change the world in bulk or refuse
 * writes: the suite's shared mock (playwright.config, port 9100) serves the specs running beside
 * it, whose partners and writes must not change under them. The build talks to 9100, so the
 * context's requests to it are sent on to this server's port. Beside it runs a token broker of
 * its own (port + 1000) that asks this server's auth service, as the suite's broker asks 9100's.
 */
export async function startPrivateMock(
  port: number,
  settings: { partners?: number; refuseWritesEvery?: number } = {},
): Promise<PrivateMock> {
  const origin = `http://localhost:${port}`
  const child = await startProcess(['npx', 'tsx', 'mocks/server.ts'], `${origin}/store/api/addresses`, {
    MOCK_PORT: String(port),
    GATSBY_MOCK_DELAY_MS: '0',
    MOCK_PARTNERS: String(settings.partners ?? 103),
    MOCK_REFUSE_WRITES_EVERY: String(settings.refuseWritesEvery ?? 0),
  })
  const brokerUrl = `http://localhost:${port + 1000}/token`
  // Any answer means it listens (a GET is 405).
  const broker = await startProcess(
    ['npm', 'run', '--silent', 'broker'],
    brokerUrl,
    brokerEnvironment({ port: port + 1000, authService: `http://127.0.0.1:${port}/auth` }),
  ).catch(async (error: unknown) => {
    await stopProcess(child)
    throw error
  })
  return {
    origin,
    route: async (context) => {
      await context.route(`${MOCK_SERVICE}/**`, (route) =>
        route.continue({ url: route.request().url().replace(MOCK_SERVICE, origin) }),
      )
      await context.route(TOKEN_URL, (route) => route.continue({ url: brokerUrl }))
    },
    reset: async () => {
      const response = await fetch(`${origin}/__mock/reset`, { method: 'POST' })
      if (!response.ok) throw new Error(`reset of the mock at ${origin}: ${response.status}`)
    },
    stop: async () => {
      await Promise.all([stopProcess(broker), stopProcess(child)])
    },
  }
}
