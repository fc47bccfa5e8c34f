import * as z from 'zod/mini'

import { parseScope } from '@/config/data-scopes'
import { getEnv } from '@/config/env'
import { readFreshSession } from '@/lib/auth/current-user'
import { forgetRole, grantRole } from '@/lib/auth/role'

import { DataServiceError, toDataServiceError } from './errors'
import { adoptingFetch } from './first-requests'
import { loadAxios, readFirstAnswer } from './http-client'
import { isTokenFresh, tokenRequest } from './token-request'
import { createTokenStore, type AppToken, type TokenStore } from './token-storage'

// The token request times out after 10 s.
export const TOKEN_REQUEST_TIMEOUT_MS = 10_000

// The token endpoint answers access_token, expires_in (seconds) and token_type; an
// OAuth server also says which scopes it granted when they are not the ones asked for (RFC 6749
// §5.1), and a token broker always does.
const TokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.coerce.number().check(z.positive()),
  token_type: z.string().check(z.minLength(1)),
  scope: z.optional(z.string()),
})

/**
 * What the token may do: the answer's `scope`, else what was asked for, which RFC 6749 §5.1 says an
 * answer without `scope` granted (an auth service that cannot grant a scope asked for refuses
 * with invalid_scope, as Cognito does).
 */
const grantedScopes = (answer: { scope?: string }, asked: readonly string[]) =>
  answer.scope === undefined ? [...asked] : parseScope(answer.scope)

export interface TokenManagerOptions {
  /** The clock, injectable so tests can move time. */
  now?: () => number
  /** Only tests change it; production uses TOKEN_REQUEST_TIMEOUT_MS. */
  timeoutMs?: number
  /** Where the token is cached; localStorage under TOKEN_STORAGE_KEY unless a test gives its own. */
  store?: TokenStore
  /**
   * The signed-in user's id token. A build without a client secret sends it to the token
   * endpoint (a token broker), which checks it before handing out a short-lived token.
   */
  userIdToken?: () => Promise<string | undefined>
  /** Told the scopes of each token taken into use, and undefined when the session's token is forgotten. */
  onScopes?: (scopes: readonly string[] | undefined) => void
}

export interface TokenManager {
  /** A bearer token for the data service, from the cache or freshly fetched. */
  getAppToken(): Promise<string>
  /**
   * Forgets the cached token (logout, or a 401). Given the rejected token, forgets only if the cache
   * still holds it, so many requests failing with the same stale token trigger one fetch, not many.
   */
  discardAppToken(rejected?: string): void
}

export function createTokenManager({
  now = Date.now,
  timeoutMs = TOKEN_REQUEST_TIMEOUT_MS,
  store = createTokenStore(),
  userIdToken = async () => undefined,
  onScopes = () => undefined,
}: TokenManagerOptions = {}): TokenManager {
  let inFlight: Promise<AppToken> | undefined
  // Bumped on discard, so a fetch that started before a logout cannot write its token back.
  let generation = 0

  async function fetchToken(): Promise<AppToken> {
    const env = getEnv()
    const requestedAt = now()
    try {
      const idToken = env.GATSBY_DATA_CLIENT_SECRET ? undefined : await userIdToken()
      const { url, body, headers } = tokenRequest(env, idToken)
      const authorization = ('Authorization' in headers && headers.Authorization) || null
      const early = await readFirstAnswer({ method: 'POST', url, body, authorization }, 'oauth2/token')
      const data = early ? early.data : await postTokenRequest(url, body, headers, timeoutMs)
      const token = TokenResponseSchema.parse(data)
      // Counted from when we asked, so network latency can only make us refresh early. A request
      // adopted from the document started up to a second before: nothing beside the 360 s margin.
      return {
        accessToken: token.access_token,
        tokenType: token.token_type,
        expiresAt: requestedAt + token.expires_in * 1000,
        scopes: grantedScopes(token, env.GATSBY_DATA_SCOPES),
      }
    } catch (error) {
      throw tokenError(error)
    }
  }

  function getAppToken(): Promise<string> {
    const cached = store.read()
    if (cached && isTokenFresh(cached, now())) {
      onScopes(cached.scopes)
      return Promise.resolve(cached.accessToken)
    }
    // One token request in flight, shared by every caller.
    if (!inFlight) {
      const started = generation
      const request = fetchToken()
        .then((token) => {
          if (started === generation) {
            store.write(token)
            onScopes(token.scopes)
          }
          return token
        })
        .finally(() => {
          if (inFlight === request) inFlight = undefined
        })
      inFlight = request
    }
    return inFlight.then((token) => token.accessToken)
  }

  function discardAppToken(rejected?: string): void {
    if (rejected !== undefined && store.read()?.accessToken !== rejected) return
    store.remove()
    generation += 1
    inFlight = undefined
    // A session's end forgets the role; a token refused mid-session keeps it until the next one says.
    if (rejected === undefined) onScopes(undefined)
  }

  return { getAppToken, discardAppToken } satisfies TokenManager
}

async function postTokenRequest(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  const axios = await loadAxios()
  const response = await axios.post<unknown>(url, body, {
    headers,
    timeout: timeoutMs,
    // See http-gateway.ts: the fetch adapter's timeout is honoured everywhere, msw included.
    // adoptingFetch: a failed token request the page started from the document is taken over.
    adapter: 'fetch',
    env: { fetch: adoptingFetch },
  })
  return response.data
}

function tokenError(error: unknown): DataServiceError {
  const cause = toDataServiceError(error, 'oauth2/token')
  return new DataServiceError({
    kind: 'token',
    status: cause.status,
    message: `Could not get a data-service token: ${cause.message}`,
    values: { reason: cause.kind },
    cause,
  })
}

/**
 * The signed-in user's id token, for a token broker (builds without a secret): a fresh stored
 * session's at once, as the page's first script read it, so the token request that script sent is
 * adopted without waiting for the identity client's code to load; else the identity client's,
 * which refreshes the session if it must.
 */
async function signedInUserIdToken(): Promise<string | undefined> {
  const fresh = readFreshSession()
  if (fresh) return fresh.session.idToken
  try {
    const { getAuthClient } = await import('@/lib/auth/auth-client')
    return (await (await getAuthClient()).getCurrentUser()).session.idToken
  } catch {
    return undefined
  }
}

/** The app's one token manager: the HTTP gateway and logout share its cache. */
export const appTokenManager: TokenManager = createTokenManager({
  userIdToken: signedInUserIdToken,
  onScopes: (scopes) => (scopes ? grantRole(scopes) : forgetRole()),
})

export const discardAppToken = (rejected?: string): void => appTokenManager.discardAppToken(rejected)
