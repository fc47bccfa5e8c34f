/**
 * The mock auth service's memory: which application tokens it issued and until when, and how
 * many token requests it saw. Tests use it to check token reuse and to expire or revoke tokens.
 */
type TokenState = 'valid' | 'expired' | 'unknown'

export interface TokenStore {
  /** Issues a new, distinct token valid for `expiresIn` seconds. */
  issue(): { token: string; expiresIn: number }
  check(token: string): TokenState
  /** Counts one request to the token endpoint (successful or not). */
  countRequest(): void
  /** Token requests seen since the last reset. */
  readonly requestCount: number
  /** Tokens issued since the last reset, oldest first. */
  readonly issuedTokens: readonly string[]
  /** Lifetime of the tokens issued from now on (default 3600 s). */
  setExpiresIn(seconds: number): void
  /** Makes one token (or every issued token) expired: data calls with it answer 401. */
  expire(token?: string): void
  /** Forgets one token (or every issued token): data calls with it answer 401. */
  revoke(token?: string): void
  /** Forgets every token, zeroes the counter, restores the default lifetime. */
  reset(): void
}

const DEFAULT_TOKEN_LIFETIME_S = 3600

// Module-wide so tokens stay distinct across stores and resets: a token from an old test never
// becomes valid again by accident.
let serial = 0

function createTokenStore(): TokenStore {
  const expiries = new Map<string, number>()
  let requests = 0
  let expiresIn = DEFAULT_TOKEN_LIFETIME_S

  return {
    issue() {
      serial += 1
      const token = `mock-access-token-${serial}-${Date.now().toString(36)}`
      expiries.set(token, Date.now() + expiresIn * 1000)
      return { token, expiresIn }
    },
    check(token) {
      const expiry = expiries.get(token)
      if (expiry === undefined) return 'unknown'
      return Date.now() < expiry ? 'valid' : 'expired'
    },
    countRequest() {
      requests += 1
    },
    get requestCount() {
      return requests
    },
    get issuedTokens() {
      return [...expiries.keys()]
    },
    setExpiresIn(seconds) {
      expiresIn = seconds
    },
    expire(token) {
      for (const key of token === undefined ? [...expiries.keys()] : [token]) {
        if (expiries.has(key)) expiries.set(key, 0)
      }
    },
    revoke(token) {
      if (token === undefined) expiries.clear()
      else expiries.delete(token)
    },
    reset() {
      expiries.clear()
      requests = 0
      expiresIn = DEFAULT_TOKEN_LIFETIME_S
    },
  }
}

/** The store the default handlers (mocks/handlers.ts) use. */
export const tokenStore = createTokenStore()
