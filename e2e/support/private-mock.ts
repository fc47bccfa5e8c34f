import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test'

import { nodeTs, startProcess, stopProcess } from '../../scripts/bench/processes'

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
  /** The service as a test reads and changes it behind the app's back, with a token of its own. */
  service: (request: APIRequestContext) => Promise<MockService>
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
export type MockService = {
  /** Every record of a resource matching `params`, all pages of 500. */
  all: <T = Record<string, unknown>>(resource: string, params?: Record<string, string>) => Promise<T[]>
  /** Changes a record's fields; the test fails if the service refuses. */
  patch: (resource: string, id: number, body: Record<string, unknown>) => Promise<void>
}

async function serviceAt(origin: string, request: APIRequestContext): Promise<MockService> {
  const token = (await (
    await request.post(`${origin}/auth/oauth2/token`, {
      form: { grant_type: 'client_credentials', client_id: 'portal-dev', client_secret: 'dev-secret' },
    })
  ).json()) as { access_token: string }
  const headers = { authorization: `Bearer ${token.access_token}`, 'x-api-key': 'dev-api-key' }
  return {
    async all<T>(resource: string, params: Record<string, string> = {}) {
      const records: T[] = []
      for (let page = 1; ; page += 1) {
        const response = await request.get(`${origin}/store/api/${resource}`, {
          params: { ...params, page: String(page), pageSize: '500' },
          headers,
        })
        const body = (await response.json()) as { list: T[]; pageCount: number }
        records.push(...body.list)
        if (page >= body.pageCount) return records
      }
    },
    async patch(resource, id, body) {
      const response = await request.patch(`${origin}/store/api/${resource}/${id}`, { data: body, headers })
      expect(response.ok()).toBe(true)
    },
  }
}

export async function startPrivateMock(
  port: number,
  settings: { partners?: number; refuseWritesEvery?: number } = {},
): Promise<PrivateMock> {
  const origin = `http://localhost:${port}`
  const child = await startProcess(nodeTs('mocks/server.ts'), `${origin}/store/api/addresses`, {
    MOCK_PORT: String(port),
    GATSBY_MOCK_DELAY_MS: '0',
    MOCK_PARTNERS: String(settings.partners ?? 103),
    MOCK_REFUSE_WRITES_EVERY: String(settings.refuseWritesEvery ?? 0),
  })
  const brokerUrl = `http://localhost:${port + 1000}/token`
  // Any answer means it listens (a GET is 405).
  const broker = await startProcess(
    nodeTs('broker/src/main.ts'),
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
    service: (request) => serviceAt(origin, request),
    reset: async () => {
      const response = await fetch(`${origin}/__mock/reset`, { method: 'POST' })
      if (!response.ok) throw new Error(`reset of the mock at ${origin}: ${response.status}`)
    },
    stop: async () => {
      await Promise.all([stopProcess(broker), stopProcess(child)])
    },
  }
}
