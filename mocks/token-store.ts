/**
 * The mock auth service's memory: which application tokens it issued, until when and with which
 * scopes, and how many token requests it saw. Tests use it to check token reuse and to expire,
 * revoke or narrow tokens.
 */
import { ALL_DATA_SCOPES } from '@/config/data-scopes'

type TokenState = 'valid' | 'expired' | 'unknown'

export interface TokenStore {
  /** Issues a new, distinct token valid for `expiresIn` seconds, carrying `scopes`. */
  issue(scopes: readonly string[]): { token: string; expiresIn: number }
  check(token: string): TokenState
  /**
   * What the token may do now: the scopes it was issued with that the client still holds
   * (`setClientScopes`), as a resource server that checks its tokens' rights on each call.
   */
  scopesOf(token: string): readonly string[]
  /** Counts one request to the token endpoint (successful or not). */
  countRequest(): void
  /** Token requests seen since the last reset. */
  readonly requestCount: number
  /** Tokens issued since the last reset, oldest first. */
  readonly issuedTokens: readonly string[]
  /** The scopes the auth service grants the portal's client (default: all four). */
  readonly clientScopes: readonly string[]
  /**
   * Narrows (or widens) what the client may do, for tokens issued from now on and for those
   * already out: a right taken away since a token was issued.
   */
  setClientScopes(scopes: readonly string[]): void
  /** Lifetime of the tokens issued from now on (default 3600 s). */
  setExpiresIn(seconds: number): void
  /** Makes one token (or every issued token) expired: data calls with it answer 401. */
  expire(token?: string): void
  /** Forgets one token (or every issued token): data calls with it answer 401. */
  revoke(token?: string): void
  /** Forgets every token, zeroes the counter, restores the default lifetime and scopes. */
  reset(): void
}

const DEFAULT_TOKEN_LIFETIME_S = 3600

// Module-wide so tokens stay distinct across stores and resets: a token from an old test never
// becomes valid again by accident.
let serial = 0

function createTokenStore(): TokenStore {
  const issued = new Map<string, { expiresAt: number; scopes: readonly string[] }>()
  let requests = 0
  let expiresIn = DEFAULT_TOKEN_LIFETIME_S
  let clientScopes: readonly string[] = ALL_DATA_SCOPES

  return {
    issue(scopes) {
      serial += 1
      const token = `mock-access-token-${serial}-${Date.now().toString(36)}`
      issued.set(token, { expiresAt: Date.now() + expiresIn * 1000, scopes: [...scopes] })
      return { token, expiresIn }
    },
    check(token) {
      const entry = issued.get(token)
      if (entry === undefined) return 'unknown'
      return Date.now() < entry.expiresAt ? 'valid' : 'expired'
    },
    scopesOf(token) {
      return (issued.get(token)?.scopes ?? []).filter((scope) => clientScopes.includes(scope))
    },
    countRequest() {
      requests += 1
    },
    get requestCount() {
      return requests
    },
    get issuedTokens() {
      return [...issued.keys()]
    },
    get clientScopes() {
      return clientScopes
    },
    setClientScopes(scopes) {
      clientScopes = [...scopes]
    },
    setExpiresIn(seconds) {
      expiresIn = seconds
    },
    expire(token) {
      for (const key of token === undefined ? [...issued.keys()] : [token]) {
        const entry = issued.get(key)
        if (entry) issued.set(key, { ...entry, expiresAt: 0 })
      }
    },
    revoke(token) {
      if (token === undefined) issued.clear()
      else issued.delete(token)
    },
    reset() {
      issued.clear()
      requests = 0
      expiresIn = DEFAULT_TOKEN_LIFETIME_S
      clientScopes = ALL_DATA_SCOPES
    },
  }
}

/** The store the default handlers (mocks/handlers.ts) use. */
export const tokenStore = createTokenStore()
