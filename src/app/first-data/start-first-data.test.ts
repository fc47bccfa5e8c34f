import type { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { server } from '@mocks/node'

import { getEnv } from '@/config/env'
import { partnerListQuery, partnerQueries } from '@/features/partners/api/partner-queries'
import { parseListState, toListParams } from '@/features/partners/model/list-state'
import { forgetFirstRequests } from '@/lib/data-service/first-requests'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { resetRequestGateway } from '@/lib/data-service/request-gateway'
import { createTokenManager } from '@/lib/data-service/token-manager'
import { TOKEN_STORAGE_KEY } from '@/lib/data-service/token-storage'
import { createQueryClient } from '@/lib/query-client'
import { storeCognitoSession } from '@/test/cognito-session'

import type { FirstDataSettings } from './first-data-settings'
import { startFirstData } from './start-first-data'

const CLIENT_ID = 'portal-client'
const settings = (): FirstDataSettings => ({
  ...getEnv(),
  GATSBY_COGNITO_DOMAIN: 'auth.example.test',
  GATSBY_COGNITO_CLIENT_ID: CLIENT_ID,
})

/** Every request the (mock) services received, as 'METHOD path?query'. */
let received: string[] = []
let client: QueryClient

beforeEach(() => {
  localStorage.clear()
  received = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    received.push(`${request.method} ${url.pathname}${url.search}`)
  })
  // The app as it starts: the HTTP gateway with a token manager of its own (as appTokenManager).
  installHttpGateway({ tokens: createTokenManager() })
  client = createQueryClient()
})

afterEach(() => {
  server.events.removeAllListeners()
  forgetFirstRequests()
  resetRequestGateway()
  client.clear()
})

/**
 * The addresses fetched while `start` runs. Whatever startFirstData starts, it starts at once:
 * its first request (the token, or the data with a stored token) is sent before it returns.
 */
function fetchesDuring(start: () => void): string[] {
  const fetching = vi.spyOn(globalThis, 'fetch')
  try {
    start()
    return fetching.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))
  } finally {
    fetching.mockRestore()
  }
}

const tokenRequests = () => received.filter((line) => line.startsWith('POST /oauth2/token'))
const dataRequests = () => received.filter((line) => line.includes('/store/api/'))

describe('a visitor with a fresh stored session', () => {
  beforeEach(() => storeCognitoSession({ clientId: CLIENT_ID }))

  test('a list address: the token and the page of partners leave at once, and the app asks for neither again', async () => {
    startFirstData({ pathname: '/dealers/', search: '' }, settings())
    const list = await client.fetchQuery(
      partnerListQuery('dealer', toListParams(parseListState('', 'dealer'))),
    )

    expect(list.list.length).toBeGreaterThan(0)
    expect(list.list.every((partner) => partner.bpType === 'dealer')).toBe(true)
    expect(tokenRequests()).toHaveLength(1)
    expect(dataRequests()).toEqual(['GET /store/api/business-partners?bpType=dealer&page=1&pageSize=25'])
    // The token manager adopted the early token and keeps it for the next requests.
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toContain('accessToken')
  })

  test('a list address in another language starts the same list', async () => {
    startFirstData({ pathname: '/zh-TW/stores/', search: '' }, settings())
    await client.fetchQuery(partnerListQuery('store', toListParams(parseListState('', 'store'))))
    expect(dataRequests()).toEqual(['GET /store/api/business-partners?bpType=store&page=1&pageSize=25'])
  })

  test('a detail address: the partner leaves at once and is adopted; its sections’ records are the page’s to ask for', async () => {
    startFirstData({ pathname: '/dealers/detail/', search: '?id=12' }, settings())
    const partner = await client.fetchQuery(partnerQueries.detail(12))

    expect(partner.id).toBe(12)
    expect(tokenRequests()).toHaveLength(1)
    expect(dataRequests()).toEqual(['GET /store/api/business-partners/12'])
  })

  test('a fresh stored application token is used as it is: no token request at all', async () => {
    const tokens = createTokenManager()
    await tokens.getAppToken()
    received = []

    startFirstData({ pathname: '/dealers/', search: '' }, settings())
    await client.fetchQuery(partnerListQuery('dealer', toListParams(parseListState('', 'dealer'))))

    expect(tokenRequests()).toHaveLength(0)
    expect(dataRequests()).toHaveLength(1)
  })

  test('a list address with a query (a bookmarked page or filter): its page leaves before the app runs, and is adopted', async () => {
    const search = '?status=active,bogus&country=tw&page=2'
    startFirstData({ pathname: '/dealers/', search }, settings())
    // Before any query of the app: the first script sent it on its own.
    await vi.waitFor(() => expect(dataRequests()).toHaveLength(1))
    await client.fetchQuery(partnerListQuery('dealer', toListParams(parseListState(search, 'dealer'))))

    expect(tokenRequests()).toHaveLength(1)
    expect(dataRequests()).toEqual([
      'GET /store/api/business-partners?status=active&country=TW&bpType=dealer&page=2&pageSize=25',
    ])
  })

  test('a token that cannot be had early is left to the token manager, with nothing unhandled', async () => {
    server.use(http.post(/\/oauth2\/token$/, () => new HttpResponse(null, { status: 503 }), { once: true }))
    const refused = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ response }) => {
        if (response.status === 503) resolve()
      }),
    )
    startFirstData({ pathname: '/dealers/', search: '?status=active' }, settings())
    // Once the refusal has been read (a task after it came), a rejection no one handles would be
    // reported by vitest as an unhandled error, which fails the run (scripts/count-tests.mjs).
    await refused
    await new Promise((resolve) => setTimeout(resolve, 0))

    expect(tokenRequests()).toHaveLength(1)
    expect(dataRequests()).toEqual([])
  })

  test.each([
    ['the login page', '/auth/login/', ''],
    ['a detail page without an id', '/stores/detail/', ''],
    ['a detail page with a garbled id', '/stores/detail/', '?id=1e3'],
    ['an unknown page', '/nowhere/', ''],
  ])('%s starts nothing', (_name, pathname, search) => {
    expect(fetchesDuring(() => startFirstData({ pathname, search }, settings()))).toEqual([])
  })
})

describe('anyone else', () => {
  test.each([
    ['nobody signed in', () => undefined],
    ['a session about to expire', () => storeCognitoSession({ clientId: CLIENT_ID, expiresInMs: 60_000 })],
    ['a session of another client', () => storeCognitoSession({ clientId: 'another-client' })],
  ])('%s: nothing at all is asked for', (_name, arrange) => {
    arrange()
    expect(fetchesDuring(() => startFirstData({ pathname: '/dealers/', search: '' }, settings()))).toEqual([])
  })

  test('a build without Cognito settings (the local stand-in) asks for nothing', async () => {
    storeCognitoSession({ clientId: CLIENT_ID })
    expect(
      fetchesDuring(() =>
        startFirstData(
          { pathname: '/dealers/', search: '' },
          { ...settings(), GATSBY_COGNITO_DOMAIN: undefined },
        ),
      ),
    ).toEqual([])
  })
})
