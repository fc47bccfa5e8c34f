import { describe, expect, test } from 'vitest'

import { TOKEN_REFRESH_MARGIN_MS } from '@/lib/data-service/token-request'

import { fakeAuthService } from '../test/fake-auth-service'

import { createTokenCache, lifeLeftToReuse, MIN_LIFE_LEFT_MS } from './token-cache'

const READ = ['dealer_store/read']
const ALL = ['dealer_store/create', 'dealer_store/read', 'dealer_store/update', 'dealer_store/delete']
const MINUTE = 60_000

/** A cache over the fake auth service, which answers at once unless told to wait. */
function cacheOver({ lifetimeS = 3600, answerAtOnce = true } = {}) {
  let now = Date.parse('2026-03-01T10:00:00Z')
  const auth = fakeAuthService({ now: () => now, lifetimeS, answerAtOnce })
  const tokens = createTokenCache({ ask: auth.ask, now: () => now })
  return { tokens, auth, pass: (ms: number) => (now += ms) }
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('createTokenCache', () => {
  test('hands every request for the same scopes the same token, with the life it has left', async () => {
    const { tokens, auth, pass } = cacheOver()
    const first = await tokens(ALL)
    pass(10 * MINUTE)
    const later = await tokens(ALL)
    expect(later).toEqual({ ...first, expires_in: 3000 })
    expect(first.expires_in).toBe(3600)
    expect(auth.asked).toHaveLength(1)
  })

  test('asks for a new token once less than half of its life is left', async () => {
    const { tokens, auth, pass } = cacheOver()
    const first = await tokens(READ)
    pass(30 * MINUTE)
    expect((await tokens(READ)).access_token).toBe(first.access_token)
    pass(1)
    const next = await tokens(READ)
    expect(next.access_token).not.toBe(first.access_token)
    expect(next.expires_in).toBe(3600)
    expect(auth.asked).toHaveLength(2)
  })

  test('never hands out a held token with less than ten minutes left, however short its life', async () => {
    const { tokens, auth, pass } = cacheOver({ lifetimeS: 15 * 60 })
    const first = await tokens(READ)
    pass(5 * MINUTE)
    expect((await tokens(READ)).access_token).toBe(first.access_token)
    pass(1)
    expect((await tokens(READ)).access_token).not.toBe(first.access_token)
    expect(auth.asked).toHaveLength(2)
  })

  test('asks every time for tokens that live ten minutes or less', async () => {
    const { tokens, auth } = cacheOver({ lifetimeS: 5 * 60 })
    const answers = [await tokens(READ), await tokens(READ)]
    expect(new Set(answers.map((answer) => answer.access_token)).size).toBe(2)
    expect(answers.map((answer) => answer.expires_in)).toEqual([300, 300])
    expect(auth.asked).toHaveLength(2)
  })

  test('keeps the tokens of different scopes apart, and the same scopes in any order together', async () => {
    const { tokens, auth } = cacheOver()
    const editor = await tokens(ALL)
    const viewer = await tokens(READ)
    const reordered = await tokens([...ALL].reverse())
    expect(viewer.access_token).not.toBe(editor.access_token)
    expect(auth.scopesOf(viewer.access_token)).toEqual(READ)
    expect(reordered.access_token).toBe(editor.access_token)
    expect(auth.asked).toHaveLength(2)
  })

  test('requests for the same scopes while the auth service is asked share its one answer', async () => {
    const { tokens, auth, pass } = cacheOver({ answerAtOnce: false })
    const first = tokens(ALL)
    pass(2000)
    const second = tokens(ALL)
    const viewer = tokens(READ)
    expect(auth.asked).toHaveLength(2)
    auth.answerAll()
    const [one, two] = await Promise.all([first, second, viewer])
    expect(two?.access_token).toBe(one?.access_token)
    // The second came 2 s later: 2 s less of its life is left.
    expect([one?.expires_in, two?.expires_in]).toEqual([3600, 3598])
  })

  test('keeps no failure: every request waiting for it fails, and the next one asks again', async () => {
    const { tokens, auth } = cacheOver({ answerAtOnce: false })
    const waiting = [tokens(READ), tokens(READ)]
    auth.fail()
    for (const request of waiting) await expect(request).rejects.toThrow('the auth service failed')
    const next = tokens(READ)
    auth.answerAll()
    expect((await next).scope).toBe(READ.join(' '))
    expect(auth.asked).toHaveLength(2)
  })

  test.each([
    ['half of a 20 s life', 20, 11_000],
    ['all but a second of a 1 s life', 1, 300],
  ])(
    'a request that waited out %s for an answer asks again rather than take what is left',
    async (_case, lifetimeS, waitedMs) => {
      const { tokens, auth, pass } = cacheOver({ lifetimeS, answerAtOnce: false })
      void tokens(READ)
      pass(waitedMs)
      const late = tokens(READ)
      auth.answerAll()
      await settled()
      expect(auth.asked).toHaveLength(2)
      auth.answerAll()
      expect((await late).expires_in).toBe(lifetimeS)
    },
  )

  test('a browser keeps any token it is handed for minutes before it asks again', () => {
    // The portal asks again once TOKEN_REFRESH_MARGIN_MS are left: a held token must outlast it.
    for (const lifetimeS of [600, 900, 3600, 86_400]) {
      expect(lifeLeftToReuse(lifetimeS * 1000) - TOKEN_REFRESH_MARGIN_MS).toBeGreaterThanOrEqual(4 * MINUTE)
    }
    expect(MIN_LIFE_LEFT_MS).toBeGreaterThan(TOKEN_REFRESH_MARGIN_MS)
  })
})
