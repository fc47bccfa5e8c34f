import type { Env } from '@/config/env'

import { isCompleteUser } from './auth-client'
import type { CurrentUser } from './auth-types'
import { readJwtClaims, stringClaim } from './jwt'

/**
 * The signed-in user straight from the tokens Amplify keeps in localStorage, without loading
 * Amplify (27 kB gzip) on every page (docs/decisions/006). Only ever a "yes": when the tokens
 * are missing, malformed, or have less than FRESH_FOR_MS to live, this gives undefined and the
 * caller asks Amplify, which refreshes or ends the session exactly as before. A change in
 * Amplify's storage layout therefore costs speed, never correctness.
 *
 * Keys as Amplify v6's DefaultTokenStore writes them:
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` and
 * `CognitoIdentityServiceProvider.<clientId>.<username>.{accessToken,idToken,clockDrift}`.
 */
const KEY_PREFIX = 'CognitoIdentityServiceProvider'

/** Well before Amplify's own 5 s tolerance: any refresh stays Amplify's to do. */
export const FRESH_FOR_MS = 5 * 60_000

/** JWT and Cognito bookkeeping claims; the rest of an id token is the user's attributes. */
const NOT_ATTRIBUTES = new Set([
  'aud',
  'iss',
  'exp',
  'iat',
  'nbf',
  'jti',
  'auth_time',
  'token_use',
  'origin_jti',
  'event_id',
  'at_hash',
  'nonce',
  'amr',
  'identities',
])

export function readStoredCognitoUser(clientId: string, now = Date.now()): CurrentUser | undefined {
  try {
    const base = `${KEY_PREFIX}.${clientId}`
    const username = localStorage.getItem(`${base}.LastAuthUser`)
    if (!username) return undefined
    const accessToken = localStorage.getItem(`${base}.${username}.accessToken`)
    const idToken = localStorage.getItem(`${base}.${username}.idToken`)
    // Amplify's isTokenExpired: now + clockDrift + tolerance > exp.
    const clockDrift = Number.parseInt(localStorage.getItem(`${base}.${username}.clockDrift`) ?? '0', 10) || 0
    const fresh = ({ exp }: Record<string, unknown>) =>
      typeof exp === 'number' && now + clockDrift + FRESH_FOR_MS < exp * 1000
    if (!accessToken || !idToken || !fresh(readJwtClaims(accessToken))) return undefined
    // Read once: the first script runs this on every page before its first data.
    const claims = readJwtClaims(idToken)
    if (!fresh(claims)) return undefined
    const user: CurrentUser = {
      username: stringClaim(claims, 'name'),
      email: stringClaim(claims, 'email'),
      attributes: attributesOf(claims),
      session: { accessToken, idToken },
    }
    return isCompleteUser(user) ? user : undefined
  } catch {
    // Storage that cannot be read (privacy modes) is no session we can vouch for.
    return undefined
  }
}

/** The id token's user claims as GetUser would name them: strings, 'cognito:*' left out. */
function attributesOf(claims: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [name, value] of Object.entries(claims)) {
    if (NOT_ATTRIBUTES.has(name) || name.startsWith('cognito:')) continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      attributes[name] = String(value)
  }
  return attributes
}

/**
 * The signed-in user when known at once, without the identity client (Cognito builds only): the
 * rule for whether a page may ask for private data before the auth gate has run. Its settings
 * come in, so the first script of a page (app/first-data) applies it without parsing them.
 */
export function readFreshStoredUser(
  env: Pick<Env, 'GATSBY_COGNITO_DOMAIN' | 'GATSBY_COGNITO_CLIENT_ID'>,
): CurrentUser | undefined {
  if (!env.GATSBY_COGNITO_DOMAIN || typeof window === 'undefined') return undefined
  return readStoredCognitoUser(env.GATSBY_COGNITO_CLIENT_ID ?? '')
}
