import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest'

import { server } from '@mocks/node'

import { forgetFirstRequests, startFirstRequest } from './first-requests'
import { createHttpGateway, DATA_REQUEST_TIMEOUT_MS, installHttpGateway } from './http-gateway'
import { getRequestGateway, resetRequestGateway, type DataRequest } from './request-gateway'
import { createTokenManager } from './token-manager'

const DATA = 'http://data.test/store/api'
const TOKEN_URL = 'http://auth.test/oauth2/token'

let tokenRequests = 0
let captured: Request[] = []

beforeEach(() => {
  tokenRequests = 0
  captured = []
  server.use(
    http.post(TOKEN_URL, () => {
      tokenRequests += 1
      return HttpResponse.json({
        access_token: `tok-${tokenRequests}`,
        expires_in: 3600,
        token_type: 'Bearer',
      })
    }),
    // Answers every data call with its own method and URL, and records it.
    http.all(`${DATA}/*`, ({ request }) => {
      captured.push(request.clone())
      return HttpResponse.json({ method: request.method, url: request.url })
    }),
  )
})

const gateway = (timeoutMs?: number) => createHttpGateway({ tokens: createTokenManager(), timeoutMs })

describe('the HTTP gateway maps each request kind', () => {
  test.each<[string, DataRequest, string, string]>([
    ['READ', { kind: 'READ', resource: 'addresses', id: 7 }, 'GET', `${DATA}/addresses/7`],
    ['CREATE', { kind: 'CREATE', resource: 'discounts', body: { code: 'X' } }, 'POST', `${DATA}/discounts`],
    [
      'UPDATE',
      { kind: 'UPDATE', resource: 'pricings', id: 3, body: { bpId: 1 } },
      'PUT',
      `${DATA}/pricings/3`,
    ],
    [
      'PATCH',
      { kind: 'PATCH', resource: 'store-configs', id: 4, body: { radius: 5 } },
      'PATCH',
      `${DATA}/store-configs/4`,
    ],
    [
      'DELETE',
      { kind: 'DELETE', resource: 'business-partners', id: 9 },
      'DELETE',
      `${DATA}/business-partners/9`,
    ],
  ])('%s', async (_kind, request, method, url) => {
    await expect(gateway()(request)).resolves.toEqual({ method, url })
    expect(captured).toHaveLength(1)
  })

  test('READ_MANY sends page, pageSize and the flattened filters as query parameters', async () => {
    await gateway()({
      kind: 'READ_MANY',
      resource: 'business-partners',
      params: {
        page: 2,
        pageSize: 50,
        filters: { bpType: ['dealer', 'store'], modifiedAt: { from: '2024-01-01' } },
        search: '',
      },
    })
    const url = new URL(captured[0]?.url ?? '')
    expect(url.pathname).toBe('/store/api/business-partners')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      pageSize: '50',
      bpType: 'dealer,store',
      modifiedAtFrom: '2024-01-01',
    })
  })

  test('READ_MANY sends the search as q, exactly as typed: commas and backslashes are not escaped', async () => {
    await gateway()({
      kind: 'READ_MANY',
      resource: 'business-partners',
      params: { page: 1, pageSize: 25, filters: { status: ['a,b'] }, search: 'Velo, Taipei \\ 台北' },
    })
    const url = new URL(captured[0]?.url ?? '')
    expect(url.searchParams.get('q')).toBe('Velo, Taipei \\ 台北')
    expect(url.searchParams.get('status')).toBe('a\\,b')
  })

  test('READ_MANY leaves q out when there is no search, and a filter named q cannot replace it', async () => {
    const send = gateway()
    await send({
      kind: 'READ_MANY',
      resource: 'business-partners',
      params: { page: 1, pageSize: 25, filters: { q: ['filter'] }, search: '' },
    })
    await send({
      kind: 'READ_MANY',
      resource: 'business-partners',
      params: { page: 1, pageSize: 25, filters: { q: ['filter'] }, search: 'typed' },
    })
    expect(new URL(captured[0]?.url ?? '').searchParams.getAll('q')).toEqual(['filter'])
    expect(new URL(captured[1]?.url ?? '').searchParams.getAll('q')).toEqual(['typed'])
  })

  test('READ_BY_PARAM sends the given parameters and leaves out undefined ones', async () => {
    await gateway()({
      kind: 'READ_BY_PARAM',
      resource: 'addresses',
      params: { bpId: 12, active: true, x: undefined },
    })
    const url = new URL(captured[0]?.url ?? '')
    expect(url.pathname).toBe('/store/api/addresses')
    expect(Object.fromEntries(url.searchParams)).toEqual({ bpId: '12', active: 'true' })
  })

  test('sends bodies as JSON', async () => {
    await gateway()({
      kind: 'CREATE',
      resource: 'discounts',
      body: { bpId: 1, code: 'SPRING', percentage: 10 },
    })
    expect(captured[0]?.headers.get('content-type')).toContain('application/json')
    await expect(captured[0]?.json()).resolves.toEqual({ bpId: 1, code: 'SPRING', percentage: 10 })
  })

  test('every call carries the bearer app token and the API key', async () => {
    const send = gateway()
    await send({ kind: 'READ', resource: 'addresses', id: 1 })
    await send({ kind: 'DELETE', resource: 'addresses', id: 1 })
    for (const request of captured) {
      expect(request.headers.get('authorization')).toBe('Bearer tok-1')
      expect(request.headers.get('x-api-key')).toBe('test-api-key')
    }
    expect(tokenRequests).toBe(1)
  })

  test('installHttpGateway makes it the current gateway', async () => {
    try {
      installHttpGateway({ tokens: createTokenManager() })
      await expect(getRequestGateway()({ kind: 'READ', resource: 'services', id: 2 })).resolves.toEqual({
        method: 'GET',
        url: `${DATA}/services/2`,
      })
    } finally {
      resetRequestGateway()
    }
  })

  test('waits 30 s by default before giving up', () => {
    expect(DATA_REQUEST_TIMEOUT_MS).toBe(30_000)
  })
})

describe('requests asked for together', () => {
  test('are sent a task later each, so their axios work never makes one long task', async () => {
    const send = createHttpGateway({
      tokens: { getAppToken: () => Promise.resolve('tok'), discardAppToken: () => undefined },
    })
    // axios loaded and its client made: from here on nothing but the yield waits for a task.
    await send({ kind: 'READ', resource: 'addresses', id: 1 })
    const sentToFetch = vi.spyOn(globalThis, 'fetch')
    onTestFinished(() => sentToFetch.mockRestore())
    const burst = [2, 3, 4].map((id) => send({ kind: 'READ', resource: 'addresses', id }))
    for (let round = 0; round < 50; round += 1) await Promise.resolve()
    expect(sentToFetch).not.toHaveBeenCalled()
    await expect(Promise.all(burst)).resolves.toHaveLength(3)
    expect(sentToFetch).toHaveBeenCalledTimes(3)
  })
})

describe('a 401 from the data service', () => {
  test('discards the token and retries once with a fresh one', async () => {
    server.use(
      http.get(`${DATA}/addresses/1`, ({ request }) => {
        captured.push(request.clone())
        const ok = request.headers.get('authorization') === 'Bearer tok-2'
        return ok ? HttpResponse.json({ ok: true }) : new HttpResponse(null, { status: 401 })
      }),
    )
    await expect(gateway()({ kind: 'READ', resource: 'addresses', id: 1 })).resolves.toEqual({ ok: true })
    expect(captured.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer tok-1',
      'Bearer tok-2',
    ])
    expect(tokenRequests).toBe(2)
  })

  test('a second 401 becomes the unauthorized error, without a third try', async () => {
    server.use(
      http.get(`${DATA}/addresses/1`, ({ request }) => {
        captured.push(request.clone())
        return new HttpResponse(null, { status: 401 })
      }),
    )
    await expect(gateway()({ kind: 'READ', resource: 'addresses', id: 1 })).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
      i18nKey: 'data:errors.unauthorized',
    })
    expect(captured).toHaveLength(2)
  })
})

describe('a 403 from the data service', () => {
  test('is final for the request, which is not sent again, and a new token is asked for', async () => {
    server.use(
      http.put(`${DATA}/pricings/1`, ({ request }) => {
        captured.push(request.clone())
        return HttpResponse.json({ error: 'insufficient_scope' }, { status: 403 })
      }),
    )
    const told: (readonly string[] | undefined)[] = []
    const tokens = createTokenManager({ onScopes: (scopes) => told.push(scopes) })
    const write = createHttpGateway({ tokens })({ kind: 'UPDATE', resource: 'pricings', id: 1, body: {} })
    await expect(write).rejects.toMatchObject({ kind: 'forbidden', status: 403 })
    expect(captured).toHaveLength(1)
    await vi.waitFor(() => expect(tokenRequests).toBe(2))
    // The second token's scopes are told: the role the user has now.
    await vi.waitFor(() => expect(told).toHaveLength(2))
    await expect(tokens.getAppToken()).resolves.toBe('tok-2')
  })
})

describe('failures become typed, translated errors', () => {
  const read: DataRequest = { kind: 'READ', resource: 'addresses', id: 1 }
  const answer = (response: () => Response | Promise<Response>) =>
    server.use(http.get(`${DATA}/addresses/1`, response))

  test.each([
    [403, 'forbidden', 'data:errors.forbidden'],
    [404, 'not-found', 'data:errors.notFound'],
    [409, 'conflict', 'data:errors.conflict'],
    [422, 'validation', 'data:errors.validation'],
    [500, 'server', 'data:errors.server'],
    [503, 'server', 'data:errors.server'],
    [418, 'http', 'data:errors.http'],
  ])('status %i becomes %s', async (status, kind, i18nKey) => {
    answer(() => HttpResponse.json({ message: 'no' }, { status }))
    await expect(gateway()(read)).rejects.toMatchObject({ kind, status, i18nKey, values: { status } })
  })

  test('a 429 becomes throttled, with the Retry-After the answer carried', async () => {
    answer(() => HttpResponse.json({ message: 'busy' }, { status: 429, headers: { 'Retry-After': '2' } }))
    await expect(gateway()(read)).rejects.toMatchObject({
      kind: 'throttled',
      status: 429,
      i18nKey: 'data:errors.throttled',
      retryAfterMs: 2000,
    })
  })

  test('a network error becomes kind network', async () => {
    answer(() => HttpResponse.error())
    await expect(gateway()(read)).rejects.toMatchObject({ kind: 'network', i18nKey: 'data:errors.network' })
  })

  test('a body that is not JSON becomes malformed-response', async () => {
    answer(() => new HttpResponse('{"list": [', { headers: { 'Content-Type': 'application/json' } }))
    await expect(gateway()(read)).rejects.toMatchObject({
      kind: 'malformed-response',
      values: { resource: 'addresses', path: '(root)' },
    })
  })

  test('a slow answer becomes a timeout naming its limit', async () => {
    answer(async () => {
      await delay(300)
      return HttpResponse.json({})
    })
    await expect(gateway(40)(read)).rejects.toMatchObject({
      kind: 'timeout',
      message: 'timeout of 40 ms exceeded',
      values: { ms: 40 },
      i18nKey: 'data:errors.timeout',
    })
  })

  test('an aborted signal rejects with kind aborted, in flight or before sending', async () => {
    answer(async () => {
      await delay(300)
      return HttpResponse.json({})
    })
    const controller = new AbortController()
    const pending = gateway()({ ...read, signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', i18nKey: 'data:errors.aborted' })
    await expect(gateway()({ ...read, signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
    })
  })

  test('a failing token request rejects with kind token and sends no data call', async () => {
    server.use(http.post(TOKEN_URL, () => new HttpResponse(null, { status: 500 })))
    await expect(gateway()(read)).rejects.toMatchObject({ kind: 'token', status: 500 })
    expect(captured).toHaveLength(0)
  })
})

describe('a request the page started from its document', () => {
  const read: DataRequest = { kind: 'READ', resource: 'addresses', id: 1 }
  // The early script asks with the token the app's token manager will then hold (tok-1).
  const startEarly = (answer: () => Response) => {
    server.use(
      http.get(`${DATA}/addresses/1`, ({ request }) => {
        captured.push(request.clone())
        return captured.length === 1 ? answer() : HttpResponse.json({ asked: 'again' })
      }),
    )
    startFirstRequest(`${DATA}/addresses/1`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      authorization: Promise.resolve('Bearer tok-1'),
    })
  }

  afterEach(() => forgetFirstRequests())

  test('its answer is the app’s: read once, nothing sent again', async () => {
    startEarly(() => HttpResponse.json({ id: 1, street: 'Main' }))
    await expect(gateway()(read)).resolves.toEqual({ id: 1, street: 'Main' })
    expect(captured).toHaveLength(1)
  })

  test.each([
    [500, 'server'],
    [404, 'not-found'],
    [403, 'forbidden'],
  ])(
    'a failed early answer (%i) is mapped like any other (%s), without asking again',
    async (status, kind) => {
      startEarly(() => HttpResponse.json({ message: 'no' }, { status }))
      await expect(gateway()(read)).rejects.toMatchObject({ kind, status })
      expect(captured).toHaveLength(1)
    },
  )

  test('an early answer that is not JSON is a malformed response', async () => {
    startEarly(() => new HttpResponse('{"street": ', { headers: { 'Content-Type': 'application/json' } }))
    await expect(gateway()(read)).rejects.toMatchObject({
      kind: 'malformed-response',
      values: { resource: 'addresses', path: '(root)' },
    })
    expect(captured).toHaveLength(1)
  })

  test('a 401 early answer gets a fresh token and one retry, as any request would', async () => {
    startEarly(() => new HttpResponse(null, { status: 401 }))
    await expect(gateway()(read)).resolves.toEqual({ asked: 'again' })
    expect(captured.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer tok-1',
      'Bearer tok-2',
    ])
  })
})
