import fc from 'fast-check'
import { beforeEach, describe, expect, test } from 'vitest'

import { storeCognitoSession, type StoredSessionOptions } from '@/test/cognito-session'

import { FRESH_FOR_MS, readStoredCognitoUser } from './stored-cognito-user'

const CLIENT_ID = 'portal-client'
const NOW = Date.UTC(2026, 10, 22, 9, 0, 0)
const base = `CognitoIdentityServiceProvider.${CLIENT_ID}`

/** What Amplify v6 leaves in localStorage after a hosted-UI sign-in, at NOW. */
const storeSession = (options: Omit<StoredSessionOptions, 'clientId' | 'now'> = {}) =>
  storeCognitoSession({ clientId: CLIENT_ID, now: NOW, ...options })

beforeEach(() => localStorage.clear())

describe('readStoredCognitoUser', () => {
  test('reads a fresh session: name, email, tokens, and the user claims as attributes', () => {
    storeSession()
    const user = readStoredCognitoUser(CLIENT_ID, NOW)
    expect(user).toMatchObject({ username: 'Wen-Hsin Lin', email: 'wen-hsin.lin@example.com' })
    expect(user?.attributes).toEqual({
      sub: 'sub-1',
      name: 'Wen-Hsin Lin',
      email: 'wen-hsin.lin@example.com',
      email_verified: 'true',
    })
    expect(user?.session.accessToken).toBe(localStorage.getItem(`${base}.google_1234.accessToken`))
  })

  test.each([
    ['nobody signed in', () => {}],
    ['no access token', () => (storeSession(), localStorage.removeItem(`${base}.google_1234.accessToken`))],
    ['no id token', () => (storeSession(), localStorage.removeItem(`${base}.google_1234.idToken`))],
    [
      'tokens that are not JWTs',
      () => (storeSession(), localStorage.setItem(`${base}.google_1234.idToken`, 'x')),
    ],
    ['tokens of another app client', () => storeSession()],
    ['a token about to expire', () => storeSession({ expiresInMs: FRESH_FOR_MS - 1000 })],
    ['an expired token', () => storeSession({ expiresInMs: -1000 })],
    ['a server clock ahead by the rest of the token life', () => storeSession({ clockDrift: 60 * 60_000 })],
    ['no name in the id token', () => storeSession({ claims: { name: undefined } })],
  ])('leaves it to Amplify when there is %s', (name, arrange) => {
    arrange()
    const clientId = name === 'tokens of another app client' ? 'other-client' : CLIENT_ID
    expect(readStoredCognitoUser(clientId, NOW)).toBeUndefined()
  })

  test('never claims a session whose tokens have less than the margin to live', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.integer({ min: -600_000, max: 600_000 }),
        (life, drift) => {
          localStorage.clear()
          storeSession({ expiresInMs: life, clockDrift: drift })
          const user = readStoredCognitoUser(CLIENT_ID, NOW)
          // Whole seconds in the token: a claimed session has at least the margin left.
          if (user) expect(Math.floor((NOW + life) / 1000) * 1000 - NOW - drift).toBeGreaterThan(FRESH_FOR_MS)
        },
      ),
    )
  })

  test('is not fooled by garbage in storage', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (user, access, id) => {
        localStorage.setItem(`${base}.LastAuthUser`, user)
        localStorage.setItem(`${base}.${user}.accessToken`, access)
        localStorage.setItem(`${base}.${user}.idToken`, id)
        expect(readStoredCognitoUser(CLIENT_ID, NOW)).toBeUndefined()
      }),
    )
  })
})
