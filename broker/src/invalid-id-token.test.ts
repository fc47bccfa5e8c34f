import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'

import { newSigningKey } from '../../mocks/identity-provider'
import { tokenStore } from '../../mocks/token-store'
import { brokerOf, idClaims, startWorld, tokenRequest, type World } from '../test/world'

import type { BrokerAnswer } from './broker'

/**
 * Every way an id token can be wrong answers 401 invalid_token with its challenge, and the auth
 * service is never asked: checked by aws-jwt-verify against the local identity provider's JWKS,
 * fetched over https.
 */
let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world.close())
afterEach(() => tokenStore.reset())

const bodyOf = (answer: BrokerAnswer) => JSON.parse(answer.body) as Record<string, unknown>
const signed = (claims: Record<string, unknown> = {}) => world.idp.sign(idClaims(world, claims))

describe('a request without a valid id token', () => {
  async function expectInvalidToken(authorization: string | undefined, reason: RegExp) {
    const { broker, lines } = brokerOf(world)
    const request = tokenRequest(undefined, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(authorization && { authorization }),
      },
    })
    const answer = await broker(request)
    expect(answer.status).toBe(401)
    expect(bodyOf(answer)).toEqual({ error: 'invalid_token' })
    expect(answer.headers['WWW-Authenticate']).toBe('Bearer error="invalid_token"')
    // The auth service was never asked.
    expect(tokenStore.requestCount).toBe(0)
    expect(lines).toEqual([{ time: expect.any(String), status: 401, reason: expect.stringMatching(reason) }])
  }

  const otherKey = () => newSigningKey().privateKey

  test('no Authorization header', () => expectInvalidToken(undefined, /no bearer token/))

  test('another kind of Authorization', () =>
    expectInvalidToken(`Basic ${btoa('portal-dev:x')}`, /no bearer/))

  test('something that is not a JWT', () => expectInvalidToken('Bearer not-a-jwt', /not a JWT/))

  test('a bad signature', () => {
    const [header, payload, signature = ''] = signed().split('.')
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    return expectInvalidToken(`Bearer ${header}.${payload}.${flipped}`, /bad signature/)
  })

  test('signed by another key under the pool key’s id', () =>
    expectInvalidToken(
      `Bearer ${world.idp.sign(idClaims(world), { privateKey: otherKey() })}`,
      /bad signature/,
    ))

  test('signed by a key the pool does not have', () =>
    expectInvalidToken(
      `Bearer ${world.idp.sign(idClaims(world), { privateKey: otherKey(), keyId: 'someone-elses' })}`,
      /unknown signing key/,
    ))

  test('signed with another algorithm', () =>
    expectInvalidToken(`Bearer ${world.idp.sign(idClaims(world), { algorithm: 'RS384' })}`, /algorithm/))

  test('an expired token', () => {
    const past = Math.floor(Date.now() / 1000) - 7200
    return expectInvalidToken(`Bearer ${signed({ iat: past, auth_time: past, exp: past + 3600 })}`, /expired/)
  })

  test('a token for another app client', () =>
    expectInvalidToken(`Bearer ${signed({ aud: 'another-app-client' })}`, /another app client/))

  test('a token from another issuer', () =>
    expectInvalidToken(
      `Bearer ${signed({ iss: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Other' })}`,
      /another issuer/,
    ))

  test('an access token of the same user', () => {
    const { aud: _aud, ...claims } = idClaims(world, { token_use: 'access', client_id: 'portal-app-client' })
    return expectInvalidToken(`Bearer ${world.idp.sign(claims)}`, /another app client|not an id token/)
  })

  test('an access token that names the app client as its audience', () =>
    expectInvalidToken(`Bearer ${signed({ token_use: 'access' })}`, /not an id token/))

  test('a token without an expiry', () =>
    expectInvalidToken(`Bearer ${signed({ exp: undefined })}`, /no expiry/))

  test('a tampered payload: a viewer who made themselves an editor', () => {
    const [header, , signature] = signed({ 'cognito:groups': ['portal-viewers'] }).split('.')
    const payload = Buffer.from(JSON.stringify(idClaims(world))).toString('base64url')
    return expectInvalidToken(`Bearer ${header}.${payload}.${signature}`, /bad signature/)
  })

  test('an unsigned token (alg none)', () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const unsigned = `${encode({ alg: 'none', kid: world.idp.keyId })}.${encode(idClaims(world))}.`
    return expectInvalidToken(`Bearer ${unsigned}`, /.+/)
  })
})
