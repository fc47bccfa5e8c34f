import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { server } from '@mocks/node'

import { createTokenManager, TOKEN_REQUEST_TIMEOUT_MS, type TokenManagerOptions } from './token-manager'
import { TOKEN_REFRESH_MARGIN_MS } from './token-request'
import { TOKEN_STORAGE_KEY } from './token-storage'

const TOKEN_URL = 'http://auth.test/oauth2/token'
const START = Date.UTC(2026, 0, 1)

/** A token endpoint that hands out tok-1, tok-2, ... valid for `expiresIn` seconds, and records each request. */
function tokenEndpoint(expiresIn = 3600) {
  const requests: Request[] = []
  server.use(
    http.post(TOKEN_URL, ({ request }) => {
      requests.push(request.clone())
      return HttpResponse.json({
        access_token: `tok-${requests.length}`,
        expires_in: expiresIn,
        token_type: 'Bearer',
      })
    }),
  )
  return requests
}

function managerAt(time = START, options: TokenManagerOptions = {}) {
  const clock = { now: time }
  const manager = createTokenManager({ now: () => clock.now, ...options })
  return { manager, clock }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the token request', () => {
  test('posts a form-encoded client-credentials grant with the client and the scopes', async () => {
    const requests = tokenEndpoint()
    await managerAt().manager.getAppToken()
    const [request] = requests
    expect(request?.headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    const form = new URLSearchParams(await request?.text())
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'test-client',
      client_secret: 'test-secret',
      scope: 'dealer_store/create dealer_store/read dealer_store/update dealer_store/delete',
    })
  })

  test('stores the token with its absolute expiry under one localStorage key', async () => {
    tokenEndpoint(3600)
    await expect(managerAt().manager.getAppToken()).resolves.toBe('tok-1')
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toEqual({
      accessToken: 'tok-1',
      tokenType: 'Bearer',
      expiresAt: START + 3_600_000,
      // The answer named no scope: RFC 6749 §5.1 says it granted those asked for.
      scopes: ['dealer_store/create', 'dealer_store/read', 'dealer_store/update', 'dealer_store/delete'],
    })
  })

  test('times out after 10 s', async () => {
    expect(TOKEN_REQUEST_TIMEOUT_MS).toBe(10_000)
    server.use(
      http.post(TOKEN_URL, async () => {
        await delay(200)
        return HttpResponse.json({ access_token: 'late', expires_in: 3600, token_type: 'Bearer' })
      }),
    )
    // The production constant is asserted above; a 50 ms limit keeps the test fast.
    const rejection = managerAt(START, { timeoutMs: 50 }).manager.getAppToken()
    await expect(rejection).rejects.toMatchObject({ kind: 'token', i18nKey: 'data:errors.token' })
    await expect(rejection).rejects.toHaveProperty('cause.kind', 'timeout')
    await expect(rejection).rejects.toHaveProperty('cause.values.ms', 50)
  })

  test('gives up after exactly 10 s by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(
      http.post(TOKEN_URL, async () => {
        await delay(60_000)
        return HttpResponse.json({ access_token: 'late', expires_in: 3600, token_type: 'Bearer' })
      }),
    )
    const rejection = createTokenManager({ now: () => START }).getAppToken()
    rejection.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(TOKEN_REQUEST_TIMEOUT_MS - 1)
    await expect(Promise.race([rejection, 'pending'])).resolves.toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await expect(rejection).rejects.toHaveProperty('cause.values.ms', 10_000)
  })

  test.each([
    ['a failed status', () => new HttpResponse('nope', { status: 400 }), 'http'],
    ['a network error', () => HttpResponse.error(), 'network'],
    [
      'an answer without access_token',
      () => HttpResponse.json({ expires_in: 60, token_type: 'Bearer' }),
      'malformed-response',
    ],
  ])('turns %s into a token error', async (_name, resolver, causeKind) => {
    server.use(http.post(TOKEN_URL, resolver))
    const rejection = managerAt().manager.getAppToken()
    await expect(rejection).rejects.toMatchObject({ kind: 'token', values: { reason: causeKind } })
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })
})

describe('reusing the cached token', () => {
  test('reuses the token while at least 360 s remain, at the boundary included', async () => {
    const requests = tokenEndpoint(3600)
    const { manager, clock } = managerAt()
    await manager.getAppToken()
    clock.now = START + 3_600_000 - TOKEN_REFRESH_MARGIN_MS
    await expect(manager.getAppToken()).resolves.toBe('tok-1')
    expect(requests).toHaveLength(1)
  })

  test('fetches a new token once fewer than 360 s remain', async () => {
    const requests = tokenEndpoint(3600)
    const { manager, clock } = managerAt()
    await manager.getAppToken()
    clock.now = START + 3_600_000 - TOKEN_REFRESH_MARGIN_MS + 1
    await expect(manager.getAppToken()).resolves.toBe('tok-2')
    expect(requests).toHaveLength(2)
  })

  test('shares one token request among 50 concurrent callers', async () => {
    const requests = tokenEndpoint()
    const { manager } = managerAt()
    const tokens = await Promise.all(Array.from({ length: 50 }, () => manager.getAppToken()))
    expect(new Set(tokens)).toEqual(new Set(['tok-1']))
    expect(requests).toHaveLength(1)
  })

  test('picks up a token another tab (or manager) stored', async () => {
    const requests = tokenEndpoint()
    const stored = {
      accessToken: 'from-storage',
      tokenType: 'Bearer',
      expiresAt: START + 3_600_000,
      scopes: ['dealer_store/read'],
    }
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(stored))
    await expect(managerAt().manager.getAppToken()).resolves.toBe('from-storage')
    expect(requests).toHaveLength(0)
  })
})

describe('the scopes granted, which decide the role', () => {
  /** A token endpoint whose answer is `answer` plus a fresh access token. */
  function answering(answer: Record<string, unknown>) {
    server.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ access_token: 'tok', expires_in: 3600, token_type: 'Bearer', ...answer }),
      ),
    )
  }

  async function scopesTold(options: TokenManagerOptions = {}) {
    const told: (readonly string[] | undefined)[] = []
    const { manager } = managerAt(START, { onScopes: (scopes) => told.push(scopes), ...options })
    await manager.getAppToken()
    return { told, manager }
  }

  test('are the answer’s scope when it names one, fewer than asked included', async () => {
    answering({ scope: 'dealer_store/read' })
    expect((await scopesTold()).told).toEqual([['dealer_store/read']])
  })

  test('are the scopes asked for when neither says', async () => {
    answering({})
    expect((await scopesTold()).told).toEqual([
      ['dealer_store/create', 'dealer_store/read', 'dealer_store/update', 'dealer_store/delete'],
    ])
  })

  test('are told again for a stored token, and forgotten with the session, not with a refused token', async () => {
    answering({ scope: 'dealer_store/read' })
    const { told, manager } = await scopesTold()
    await manager.getAppToken()
    expect(told).toEqual([['dealer_store/read'], ['dealer_store/read']])
    manager.discardAppToken('tok')
    expect(told).toHaveLength(2)
    manager.discardAppToken()
    expect(told.at(-1)).toBeUndefined()
  })

  test('a token answer with a scope that is not a string is malformed, and no token is taken', async () => {
    answering({ scope: ['dealer_store/read'] })
    const { manager } = managerAt()
    await expect(manager.getAppToken()).rejects.toMatchObject({ kind: 'token' })
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })
})

describe('discarding the token', () => {
  test('discardAppToken() forgets the cache so the next call fetches afresh', async () => {
    const requests = tokenEndpoint()
    const { manager } = managerAt()
    await manager.getAppToken()
    manager.discardAppToken()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    await expect(manager.getAppToken()).resolves.toBe('tok-2')
    expect(requests).toHaveLength(2)
  })

  test('discarding a token that is no longer cached leaves the newer one alone', async () => {
    const requests = tokenEndpoint()
    const { manager } = managerAt()
    await manager.getAppToken()
    manager.discardAppToken('tok-1')
    await manager.getAppToken()
    manager.discardAppToken('tok-1')
    await expect(manager.getAppToken()).resolves.toBe('tok-2')
    expect(requests).toHaveLength(2)
  })

  test('a token that arrives after a logout discard is not stored', async () => {
    tokenEndpoint()
    const { manager } = managerAt()
    const pending = manager.getAppToken()
    manager.discardAppToken()
    await pending
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })
})

describe('unreadable storage means a fresh token, never a crash', () => {
  test.each([
    ['garbage JSON', '{not json'],
    ['the wrong shape', JSON.stringify({ token: 'x', expires: 'soon' })],
    [
      'an empty access token',
      JSON.stringify({ accessToken: '', tokenType: 'Bearer', expiresAt: START + 3_600_000 }),
    ],
    ['a JSON null', 'null'],
    [
      'a token without its scopes (stored by an older build)',
      JSON.stringify({ accessToken: 'old', tokenType: 'Bearer', expiresAt: START + 3_600_000 }),
    ],
    [
      'scopes that are not strings',
      JSON.stringify({ accessToken: 'x', tokenType: 'Bearer', expiresAt: START + 3_600_000, scopes: [1] }),
    ],
  ])('fetches a fresh token when storage holds %s', async (_name, raw) => {
    const requests = tokenEndpoint()
    localStorage.setItem(TOKEN_STORAGE_KEY, raw)
    await expect(managerAt().manager.getAppToken()).resolves.toBe('tok-1')
    expect(requests).toHaveLength(1)
  })

  test('works when localStorage throws on every call, keeping the token in memory', async () => {
    const requests = tokenEndpoint()
    const denied = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied)
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied)
    const { manager } = managerAt()
    await expect(manager.getAppToken()).resolves.toBe('tok-1')
    await expect(manager.getAppToken()).resolves.toBe('tok-1')
    expect(requests).toHaveLength(1)
    expect(() => manager.discardAppToken()).not.toThrow()
    await expect(manager.getAppToken()).resolves.toBe('tok-2')
  })
})
