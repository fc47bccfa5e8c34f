import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { tokenStore } from '../../mocks/token-store'
import { brokerOf, CLIENT_SECRET, idClaims, SITE, startWorld, tokenRequest, type World } from '../test/world'

import type { BrokerAnswer } from './broker'

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world.close())
afterEach(() => tokenStore.reset())

const READ = 'dealer_store/read'
const ALL = ['dealer_store/create', READ, 'dealer_store/update', 'dealer_store/delete']

const bodyOf = (answer: BrokerAnswer) => JSON.parse(answer.body) as Record<string, unknown>
const signed = (claims: Record<string, unknown> = {}) => world.idp.sign(idClaims(world, claims))

async function ask(idToken: string | undefined, claims?: Parameters<typeof tokenRequest>[1]) {
  const { broker, lines } = brokerOf(world)
  const answer = await broker(tokenRequest(idToken, claims))
  return { answer, lines, body: answer.body ? bodyOf(answer) : undefined }
}

describe('a user with a role', () => {
  test('an editor gets a token the auth service issued with the four scopes, for no longer than its own', async () => {
    const { answer, body } = await ask(signed())
    expect(answer.status).toBe(200)
    expect(body).toEqual({
      access_token: expect.any(String),
      expires_in: 3600,
      token_type: 'Bearer',
      scope: ALL.join(' '),
    })
    expect(tokenStore.scopesOf(String(body?.access_token))).toEqual(ALL)
    expect(answer.headers['Cache-Control']).toBe('no-store')
  })

  test('a viewer gets a token that carries the read scope only', async () => {
    const { answer, body } = await ask(signed({ 'cognito:groups': ['portal-viewers'] }))
    expect(answer.status).toBe(200)
    expect(body?.scope).toBe(READ)
    expect(tokenStore.scopesOf(String(body?.access_token))).toEqual([READ])
  })

  test('a user in a viewers and an editors group gets the wider role', async () => {
    const { body } = await ask(signed({ 'cognito:groups': ['portal-viewers', 'others', 'portal-editors'] }))
    expect(body?.scope).toBe(ALL.join(' '))
  })

  test('the token is never longer-lived than the auth service’s', async () => {
    tokenStore.setExpiresIn(300)
    const { body } = await ask(signed())
    expect(body?.expires_in).toBe(300)
  })

  test('asks for the scopes the portal asked for that the role holds, and no others', async () => {
    const body = new URLSearchParams({ grant_type: 'client_credentials', scope: READ }).toString()
    const { body: answer } = await ask(signed(), { body })
    expect(answer?.scope).toBe(READ)
    expect(tokenStore.scopesOf(String(answer?.access_token))).toEqual([READ])
  })

  test('answers with what the auth service granted when it grants less than the role', async () => {
    tokenStore.setClientScopes([READ])
    const { body } = await ask(signed())
    expect(body?.scope).toBe(READ)
  })

  test('refuses a request for scopes the role does not hold with 400 invalid_scope', async () => {
    const body = new URLSearchParams({ scope: 'dealer_store/delete' }).toString()
    const { answer, body: answer403 } = await ask(signed({ 'cognito:groups': ['portal-viewers'] }), { body })
    expect(answer.status).toBe(400)
    expect(answer403).toEqual({ error: 'invalid_scope' })
    expect(tokenStore.requestCount).toBe(0)
  })
})

describe('the tokens it keeps', () => {
  test('the next user of the same role gets the token the first was given, with the life it has left', async () => {
    let now = Date.now()
    const { broker } = brokerOf(world, { now: () => now })
    const first = bodyOf(await broker(tokenRequest(signed())))
    now += 10 * 60_000
    const next = bodyOf(await broker(tokenRequest(signed({ sub: 'user-2' }))))
    expect(next).toEqual({ ...first, expires_in: 3000 })
    expect(tokenStore.requestCount).toBe(1)

    const viewer = bodyOf(await broker(tokenRequest(signed({ 'cognito:groups': ['portal-viewers'] }))))
    expect(viewer.access_token).not.toBe(first.access_token)
    expect(tokenStore.scopesOf(String(viewer.access_token))).toEqual([READ])
    expect(tokenStore.requestCount).toBe(2)
  })

  test('users of one role asking at once share one request to the auth service', async () => {
    const { broker } = brokerOf(world)
    const answers = await Promise.all(
      ['user-1', 'user-2', 'user-3'].map(async (sub) => bodyOf(await broker(tokenRequest(signed({ sub }))))),
    )
    expect(new Set(answers.map((answer) => answer.access_token)).size).toBe(1)
    expect(tokenStore.requestCount).toBe(1)
  })

  test('keeps no failure of the auth service: the next request asks it again', async () => {
    const { broker } = brokerOf(world)
    tokenStore.setClientScopes([])
    expect((await broker(tokenRequest(signed()))).status).toBe(502)
    tokenStore.setClientScopes(ALL)
    const answer = await broker(tokenRequest(signed()))
    expect(answer.status).toBe(200)
    expect(tokenStore.requestCount).toBe(2)
  })

  test('still checks every request’s id token, role and rate before it hands a kept token out', async () => {
    const { broker } = brokerOf(world, { config: { tokensPerMinute: 1 } })
    expect((await broker(tokenRequest(signed()))).status).toBe(200)
    expect((await broker(tokenRequest(signed({ sub: 'user-2', aud: 'other' })))).status).toBe(401)
    expect((await broker(tokenRequest(signed({ sub: 'user-3', 'cognito:groups': [] })))).status).toBe(403)
    expect((await broker(tokenRequest(signed()))).status).toBe(429)
    expect(tokenStore.requestCount).toBe(1)
  })
})

describe('a user in no group that has a role', () => {
  test.each([
    ['groups that have no role', ['staff', 'portal-admins']],
    ['no group at all', undefined],
  ])('with %s is refused with 403 access_denied and no token', async (_case, groups) => {
    const { answer, body, lines } = await ask(signed({ 'cognito:groups': groups }))
    expect(answer.status).toBe(403)
    expect(body).toEqual({ error: 'access_denied' })
    expect(tokenStore.requestCount).toBe(0)
    expect(lines).toEqual([
      expect.objectContaining({ status: 403, sub: 'user-1', reason: expect.any(String) }),
    ])
  })
})

describe('a user who asks too often', () => {
  test('gets 429 with Retry-After past the limit, others still get theirs, and again once the minute has passed', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z')
    const { broker, lines } = brokerOf(world, { now: () => now, config: { tokensPerMinute: 2 } })
    const token = signed()
    expect((await broker(tokenRequest(token))).status).toBe(200)
    now += 20_000
    expect((await broker(tokenRequest(token))).status).toBe(200)
    now += 10_000
    const refused = await broker(tokenRequest(token))
    expect(refused.status).toBe(429)
    expect(bodyOf(refused)).toEqual({ error: 'too_many_requests' })
    // The first token leaves the minute 30 s later.
    expect(refused.headers['Retry-After']).toBe('30')
    expect(lines.at(-1)).toMatchObject({
      status: 429,
      sub: 'user-1',
      reason: expect.stringMatching(/2 tokens a minute/),
    })

    expect((await broker(tokenRequest(signed({ sub: 'user-2' })))).status).toBe(200)
    now += 30_000
    expect((await broker(tokenRequest(token))).status).toBe(200)
  })

  test('is allowed five tokens a minute by default', async () => {
    const { broker } = brokerOf(world)
    const token = signed()
    const statuses = []
    for (let i = 0; i < 6; i += 1) statuses.push((await broker(tokenRequest(token))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('CORS', () => {
  const preflight = (origin: string) =>
    tokenRequest(undefined, {
      method: 'OPTIONS',
      body: '',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    })

  test('a preflight from an allowed origin may post with an Authorization header', async () => {
    const answer = await brokerOf(world).broker(preflight(SITE))
    expect(answer.status).toBe(204)
    expect(answer.headers).toMatchObject({
      'Access-Control-Allow-Origin': SITE,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': expect.stringMatching(/Authorization/),
      Vary: 'Origin',
    })
  })

  test('a preflight from another origin is not allowed', async () => {
    const answer = await brokerOf(world).broker(preflight('https://evil.example.com'))
    expect(Object.keys(answer.headers).filter((name) => name.startsWith('Access-Control'))).toEqual([])
  })

  test('a token answer lets an allowed origin read it, and no other', async () => {
    const { broker } = brokerOf(world)
    const allowed = await broker(tokenRequest(signed(), { headers: { origin: SITE } }))
    expect(allowed.headers['Access-Control-Allow-Origin']).toBe(SITE)
    const other = await broker(
      tokenRequest(signed({ sub: 'user-2' }), { headers: { origin: 'https://evil.example.com' } }),
    )
    expect(other.status).toBe(200)
    expect(other.headers['Access-Control-Allow-Origin']).toBeUndefined()
  })
})

describe('other requests', () => {
  test('answers 405 to a method other than POST', async () => {
    const answer = await brokerOf(world).broker(tokenRequest(signed(), { method: 'GET' }))
    expect(answer.status).toBe(405)
    expect(answer.headers.Allow).toBe('POST, OPTIONS')
  })

  test('answers 404 beside the token path', async () => {
    const answer = await brokerOf(world).broker(tokenRequest(signed(), { path: '/oauth2/token' }))
    expect(answer.status).toBe(404)
  })

  test('answers 413 to a body too long to be a token request', async () => {
    const answer = await brokerOf(world).broker(tokenRequest(signed(), { body: null }))
    expect(answer.status).toBe(413)
    expect(tokenStore.requestCount).toBe(0)
  })
})

describe('the log', () => {
  test('writes one line per answer: time, user, role and the scopes granted, or the reason of a refusal', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z')
    const { broker, lines } = brokerOf(world, { now: () => now })
    await broker(tokenRequest(signed({ 'cognito:groups': ['portal-viewers'] })))
    now += 1000
    await broker(tokenRequest(undefined))
    expect(lines).toEqual([
      { time: '2026-03-01T10:00:00.000Z', status: 200, sub: 'user-1', role: 'viewer', scopes: READ },
      { time: '2026-03-01T10:00:01.000Z', status: 401, reason: 'no bearer token' },
    ])
  })

  test('never holds a token or the secret, nor does any answer hold the secret', async () => {
    const { broker, lines } = brokerOf(world, { config: { tokensPerMinute: 1 } })
    const idTokens = [signed(), signed({ aud: 'other' }), signed({ 'cognito:groups': [] }), signed()]
    const answers = []
    for (const idToken of idTokens) answers.push(await broker(tokenRequest(idToken)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 403, 429])
    const issued = String(bodyOf(answers[0] as BrokerAnswer).access_token)
    const logged = lines.map((line) => JSON.stringify(line)).join('\n')
    expect(lines).toHaveLength(4)
    for (const secret of [...idTokens, issued, CLIENT_SECRET]) expect(logged).not.toContain(secret)
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(CLIENT_SECRET)
    // Only the token answer carries a token.
    expect(answers.slice(1).every((answer) => !answer.body.includes('access_token'))).toBe(true)
  })
})
