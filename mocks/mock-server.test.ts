import { Agent, get } from 'node:http'

import { getResponse, http, passthrough } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { createHandlers } from './create-handlers'
import { ALL_DATA_SCOPES } from '@/config/data-scopes'

import { createDataServiceHandlers } from './data-service-handlers'
import { db } from './db'
import {
  KEEP_ALIVE_MS,
  mockServerOptionsFromEnv,
  startMockServer,
  type RunningMockServer,
} from './mock-server'
import { server } from './node'

let running: RunningMockServer

beforeAll(async () => {
  running = await startMockServer({
    port: 0,
    clientId: 'portal-dev',
    clientSecret: 'dev-secret',
    apiKey: 'dev-api-key',
    delayMs: 0,
  })
})

afterAll(() => running.close())

// The vitest msw server intercepts every fetch; let the ones to the real server through.
beforeEach(() => server.use(http.all(`${running.origin}/*`, () => passthrough())))

describe('the standalone mock server', () => {
  test('keeps an idle connection open for longer than a test waits between its requests', async () => {
    // node:http, not fetch: fetch does not show the Keep-Alive header the server sends.
    const agent = new Agent({ keepAlive: true })
    const keepAlive = await new Promise<unknown>((resolve, reject) => {
      get(`${running.origin}/`, { agent }, (response) => {
        response.resume()
        resolve(response.headers['keep-alive'])
      }).on('error', reject)
    })
    agent.destroy()
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`)
  })

  test('stops at once with an answer on its way, not after its keep-alive', async () => {
    const slow = await startMockServer({
      port: 0,
      clientId: 'c',
      clientSecret: 's',
      apiKey: 'k',
      delayMs: 500,
    })
    server.use(http.all(`${slow.origin}/*`, () => passthrough()))
    const agent = new Agent({ keepAlive: true })
    const answered = new Promise<void>((resolve) => {
      get(`${slow.origin}/store/api/addresses`, { agent }, (response) => {
        response.resume()
        response.on('end', resolve)
      }).on('error', () => resolve())
    })
    // The request is in the server's hands (its answer delayed), so its connection is not idle.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const closing = slow.close()
    await answered
    // Left open, that connection would hold close() for KEEP_ALIVE_MS (65 s).
    await closing
    agent.destroy()
  }, 20_000)

  test('answers a token request and a data call with the shared handlers', async () => {
    const tokenResponse = await fetch(`${running.authServiceUrl}/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'portal-dev',
        client_secret: 'dev-secret',
      }),
    })
    const { access_token } = (await tokenResponse.json()) as { access_token: string }
    const response = await fetch(`${running.dataServiceUrl}/store/api/business-partners?pageSize=3`, {
      headers: { Authorization: `Bearer ${access_token}`, 'x-api-key': 'dev-api-key' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ page: 1, pageSize: 3, total: 103 })
  })

  test('answers a CORS preflight', async () => {
    const response = await fetch(`${running.dataServiceUrl}/store/api/pricings`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toMatch(
      /authorization.*x-api-key.*content-type/i,
    )
  })
})

describe('the control endpoint', () => {
  const control = (path: string, body?: unknown) =>
    fetch(`${running.origin}/__mock/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  let accessToken = ''
  beforeEach(async () => {
    const tokenResponse = await fetch(`${running.authServiceUrl}/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'portal-dev',
        client_secret: 'dev-secret',
      }),
    })
    accessToken = ((await tokenResponse.json()) as { access_token: string }).access_token
  })
  const write = async (priceGroup: string) => {
    const started = performance.now()
    const response = await fetch(`${running.dataServiceUrl}/store/api/pricings/7`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${accessToken}`, 'x-api-key': 'dev-api-key' },
      body: JSON.stringify({ priceGroup }),
    })
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
    }
  }

  afterEach(() => control('reset'))

  test('switches write refusals and latency while the server runs, and reset undoes both', async () => {
    const before = db.get('pricings', 7)
    const initial = { refuseWritesEvery: 0, latencyMs: 0, clientScopes: ALL_DATA_SCOPES, partners: 103 }
    expect(await (await fetch(`${running.origin}/__mock/settings`)).json()).toEqual(initial)
    const changed = await control('settings', { refuseWritesEvery: 2, latencyMs: 60 })
    expect(await changed.json()).toEqual({ ...initial, refuseWritesEvery: 2, latencyMs: 60 })

    const first = await write('CHANGED')
    expect(first.status).toBe(200)
    // Writes wait the latency too (the bulk bench runs its writes at 50 ms).
    expect(first.ms).toBeGreaterThanOrEqual(50)
    expect(await write('REFUSED')).toMatchObject({ status: 500, retryAfter: null })
    expect(await write('THROTTLED')).toMatchObject({ status: 429, retryAfter: '1' })
    expect(db.get('pricings', 7)).toMatchObject({ priceGroup: 'CHANGED' })

    expect(await (await control('reset')).json()).toEqual(initial)
    expect(db.get('pricings', 7)).toEqual(before)
    expect((await write('AFTER RESET')).status).toBe(200)
  })

  test('narrows what the client may do, for the tokens already out too, until a reset', async () => {
    const narrowed = await control('settings', { clientScopes: ['dealer_store/read'] })
    expect(await narrowed.json()).toMatchObject({ clientScopes: ['dealer_store/read'] })
    expect((await write('REFUSED')).status).toBe(403)
    expect((await control('settings', { clientScopes: ['admin/all'] })).status).toBe(400)
    await control('reset')
    expect((await write('WRITTEN')).status).toBe(200)
  })

  test('reset can grow the world, and a plain reset brings back the one it started with', async () => {
    const total = async () => {
      const response = await fetch(`${running.dataServiceUrl}/store/api/business-partners?pageSize=1`, {
        headers: { Authorization: `Bearer ${accessToken}`, 'x-api-key': 'dev-api-key' },
      })
      return ((await response.json()) as { total: number }).total
    }
    expect(await (await control('reset', { partners: 2000 })).json()).toMatchObject({ partners: 2000 })
    expect(await total()).toBe(2000)
    expect(await (await control('reset')).json()).toMatchObject({ partners: 103 })
    expect(await total()).toBe(103)
    expect((await control('reset', { partners: 50 })).status).toBe(400)
  })

  test('refuses settings it does not know, naming the field', async () => {
    const response = await control('settings', { refuseWritesEvery: -1, latency: 5 })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: expect.stringMatching(/refuseWritesEvery.*latency|latency.*refuseWritesEvery/),
    })
  })

  test('exists only in the standalone server, not in the handlers the worker and vitest share', async () => {
    const shared = createHandlers({
      dataServiceUrl: 'http://shared.test',
      authServiceUrl: 'http://shared.test/auth',
      clientId: 'c',
      apiKey: 'k',
      delayMs: 0,
    })
    const request = new Request('http://shared.test/__mock/reset', { method: 'POST' })
    expect(await getResponse(shared, request)).toBeUndefined()
  })
})

describe('mockServerOptionsFromEnv', () => {
  test('defaults to the development settings on port 9100', () => {
    expect(mockServerOptionsFromEnv({})).toEqual({
      port: 9100,
      dataServicePath: '/',
      authServicePath: '/auth',
      clientId: 'portal-dev',
      clientSecret: 'dev-secret',
      apiKey: 'dev-api-key',
      delayMs: 300,
      partnerCount: 103,
      refuseWritesEvery: 0,
    })
  })

  test('reads the size of the world and the write refusals', () => {
    expect(mockServerOptionsFromEnv({ MOCK_PARTNERS: '20000', MOCK_REFUSE_WRITES_EVERY: '5' })).toMatchObject(
      {
        partnerCount: 20_000,
        refuseWritesEvery: 5,
      },
    )
    expect(() => mockServerOptionsFromEnv({ MOCK_PARTNERS: '50' })).toThrow(
      /GATSBY_MOCK_PARTNERS is malformed/,
    )
  })

  test('reads the port and the paths of the configured URLs', () => {
    const options = mockServerOptionsFromEnv({
      MOCK_PORT: '9200',
      GATSBY_DATA_SERVICE_URL: 'http://localhost:9200/data',
      GATSBY_MOCK_DELAY_MS: '0',
    })
    expect(options).toMatchObject({ port: 9200, dataServicePath: '/data', delayMs: 0 })
  })
})

describe('response delay', () => {
  test('every answer waits delayMs', async () => {
    server.use(
      ...createDataServiceHandlers({
        dataServiceUrl: 'http://slow.test',
        authServiceUrl: 'http://slow.test/auth',
        clientId: 'c',
        clientSecret: 's',
        apiKey: 'k',
        delayMs: 80,
      }),
    )
    const started = performance.now()
    const response = await fetch('http://slow.test/store/api/pricings')
    expect(response.status).toBe(401)
    expect(performance.now() - started).toBeGreaterThanOrEqual(70)
  })
})

describe('without a client secret the mocks play a token broker where the build asks', () => {
  const BROKER = 'http://site.test/api/token'
  const useBroker = () =>
    server.use(
      ...createDataServiceHandlers({
        dataServiceUrl: 'http://broker.test',
        authServiceUrl: 'http://broker.test/auth',
        brokerUrl: BROKER,
        clientId: 'c',
        apiKey: 'k',
        delayMs: 0,
      }),
    )
  const idToken = (claims: Record<string, unknown>) =>
    ['{"alg":"none"}', JSON.stringify(claims)].map((part) => btoa(part).replace(/=+$/, '')).join('.') + '.'
  const user = (groups: string[], more: Record<string, unknown> = {}) =>
    idToken({ sub: 'u1', token_use: 'id', 'cognito:groups': groups, exp: Date.now() / 1000 + 600, ...more })
  const ask = (bearer?: string) =>
    fetch(BROKER, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(bearer && { Authorization: `Bearer ${bearer}` }),
      },
      body: 'grant_type=client_credentials&client_id=c',
    })

  test.each([
    ['portal-editors', 'dealer_store/create dealer_store/read dealer_store/update dealer_store/delete'],
    ['portal-viewers', 'dealer_store/read'],
  ])('a user in %s gets the scopes of that role', async (group, scope) => {
    useBroker()
    const response = await ask(user([group]))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ scope, token_type: 'Bearer' })
  })

  test('a user in both groups gets the widest role', async () => {
    useBroker()
    expect(await (await ask(user(['portal-viewers', 'portal-editors']))).json()).toMatchObject({
      scope: expect.stringContaining('dealer_store/delete'),
    })
  })

  test('a user in no mapped group is refused with access_denied', async () => {
    useBroker()
    const response = await ask(user(['somebody-else']))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'access_denied' })
  })

  test.each([
    ['no token', undefined],
    ['an access token', user(['portal-editors'], { token_use: 'access' })],
    ['an expired id token', user(['portal-editors'], { exp: Date.now() / 1000 - 1 })],
    ['garbage', 'not-a-jwt'],
  ])('refuses %s with invalid_token', async (_, bearer) => {
    useBroker()
    const response = await ask(bearer)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'invalid_token' })
  })

  test('the auth service itself hands out nothing without the client secret', async () => {
    useBroker()
    const response = await fetch('http://broker.test/auth/oauth2/token', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Bearer ${user(['portal-editors'])}`,
      },
      body: 'grant_type=client_credentials&client_id=c',
    })
    expect(response.status).toBe(401)
  })
})
