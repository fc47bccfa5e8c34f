import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { brokerOf, CLIENT_SECRET, idClaims, startWorld, tokenRequest, type World } from '../test/world'

/** An auth service that answers as each test says, and records what it was sent. */
let answer: (request: IncomingMessage, response: ServerResponse) => void
const received: { authorization?: string; body: string }[] = []
let auth: Server
let authUrl: string
let world: World

beforeAll(async () => {
  world = await startWorld()
  auth = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body })
      answer(request, response)
    })
  })
  await new Promise<void>((resolve) => auth.listen(0, 'localhost', resolve))
  authUrl = `http://localhost:${(auth.address() as AddressInfo).port}/oauth2/token`
})
afterEach(() => {
  received.length = 0
})
afterAll(async () => {
  auth.closeAllConnections()
  await new Promise((resolve) => auth.close(resolve))
  await world.close()
})

const json = (status: number, body: unknown) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(typeof body === 'string' ? body : JSON.stringify(body))
}

async function askAuthService({
  timeoutMs,
  tokenUrl = authUrl,
}: { timeoutMs?: number; tokenUrl?: string } = {}) {
  const { broker, lines } = brokerOf(world, { config: { tokenUrl }, timeoutMs })
  const idToken = world.idp.sign(idClaims(world, { 'cognito:groups': ['portal-viewers'] }))
  return { answer: await broker(tokenRequest(idToken)), lines }
}

describe('asking the auth service', () => {
  test('sends the client’s id and secret in HTTP Basic and asks only for the role’s scopes', async () => {
    answer = json(200, { access_token: 'issued', expires_in: 600, token_type: 'Bearer' })
    const { answer: result } = await askAuthService()
    expect(received).toHaveLength(1)
    expect(received[0]?.authorization).toBe(`Basic ${btoa(`portal-dev:${CLIENT_SECRET}`)}`)
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
      grant_type: 'client_credentials',
      scope: 'dealer_store/read',
    })
    // An answer that names no scope granted what was asked (RFC 6749 §5.1).
    expect(JSON.parse(result.body)).toEqual({
      access_token: 'issued',
      expires_in: 600,
      token_type: 'Bearer',
      scope: 'dealer_store/read',
    })
  })

  test('form-url-encodes the client credentials before Basic (RFC 6749 §2.3.1)', async () => {
    answer = json(200, { access_token: 'issued', expires_in: 600, token_type: 'Bearer' })
    const { broker } = brokerOf(world, {
      config: { tokenUrl: authUrl, clientId: 'a b', clientSecret: 'p:ss&word' },
    })
    await broker(tokenRequest(world.idp.sign(idClaims(world))))
    expect(received[0]?.authorization).toBe(`Basic ${btoa('a+b:p%3Ass%26word')}`)
  })
})

describe('the auth service failing answers 502 and never a token', () => {
  async function expectBadGateway(options: Parameters<typeof askAuthService>[0], reason: RegExp) {
    const { answer: result, lines } = await askAuthService(options)
    expect(result.status).toBe(502)
    expect(JSON.parse(result.body)).toEqual({ error: 'server_error' })
    expect(result.body).not.toContain('access_token')
    expect(lines).toEqual([
      expect.objectContaining({ status: 502, sub: 'user-1', reason: expect.stringMatching(reason) }),
    ])
  }

  test('an error of its own', () => {
    answer = json(500, { message: 'down for maintenance' })
    return expectBadGateway({}, /answered 500/)
  })

  test('a refusal of the client (a wrong secret), which it may echo', () => {
    answer = json(401, { error: 'invalid_client', client_secret: CLIENT_SECRET })
    return expectBadGateway({}, /answered 401/)
  })

  test('garbage instead of JSON', () => {
    answer = json(200, '<html>gateway</html>')
    return expectBadGateway({}, /no JSON/)
  })

  test.each([
    ['no access token', { expires_in: 600, token_type: 'Bearer' }, /no access token/],
    ['no lifetime', { access_token: 'issued', token_type: 'Bearer' }, /no lifetime/],
    ['a lifetime of nothing', { access_token: 'issued', expires_in: 0, token_type: 'Bearer' }, /no lifetime/],
    ['no token type', { access_token: 'issued', expires_in: 600 }, /no token type/],
    ['an array', [], /no access token/],
  ])('JSON with %s', (_case, body, reason) => {
    answer = json(200, body)
    return expectBadGateway({}, reason)
  })

  test('a token wider than the role', () => {
    answer = json(200, {
      access_token: 'issued',
      expires_in: 600,
      token_type: 'Bearer',
      scope: 'dealer_store/read dealer_store/delete',
    })
    return expectBadGateway({}, /more than was asked/)
  })

  test('no answer within the time allowed', () => {
    answer = () => undefined
    return expectBadGateway({ timeoutMs: 200 }, /did not answer within 200 ms/)
  })

  test('no service where it should be', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, 'localhost', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    return expectBadGateway({ tokenUrl: `http://localhost:${port}/oauth2/token` }, /could not be reached/)
  })
})
