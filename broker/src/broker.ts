import { AUTH_SERVICE_TIMEOUT_MS, AuthServiceFailure, parseScope, requestToken } from './auth-service'
import type { BrokerConfig } from './config'
import { InvalidIdToken, KeysUnavailable, type VerifyIdToken } from './id-token'
import { createRateLimiter } from './rate-limit'
import { roleOfGroups, SCOPES_OF_ROLE, type Role } from './roles'
import { createTokenCache } from './token-cache'

/** A request as every adapter hands it on: header names in lower case. */
export type BrokerRequest = {
  method: string
  /** The path where the adapter serves more than the token endpoint; undefined where it does not. */
  path?: string
  headers: Readonly<Record<string, string | undefined>>
  /** null: longer than an adapter reads (a token request is a short form). */
  body: string | null
}

export type BrokerAnswer = { status: number; headers: Record<string, string>; body: string }

/** One line per answer: never a token, never the secret. */
export type LogLine = {
  time: string
  status: number
  sub?: string
  role?: Role
  /** The scopes granted, space-separated. */
  scopes?: string
  /** Why the answer is not a token. */
  reason?: string
}

export type BrokerDependencies = {
  verifyIdToken: VerifyIdToken
  fetch: typeof fetch
  now: () => number
  log: (line: LogLine) => void
  /** Only tests change it. */
  authServiceTimeoutMs?: number
}

export type Broker = (request: BrokerRequest) => Promise<BrokerAnswer>

/** Where the Node server answers (deploy/nginx proxies the site's /api/token here). */
const TOKEN_PATH = '/token'

type Outcome = {
  status: number
  body?: Record<string, unknown>
  headers?: Record<string, string>
  line: Omit<LogLine, 'time' | 'status'>
}

const refused = (
  status: number,
  error: string,
  line: Outcome['line'],
  headers?: Record<string, string>,
): Outcome => ({ status, body: { error }, headers, line })

// RFC 6750 §3: the challenge of a request without a valid bearer token.
const INVALID_TOKEN = { 'WWW-Authenticate': 'Bearer error="invalid_token"' }

/**
 * The token broker (issue 59): the signed-in user's Cognito id token in, an application token
 * with only the scopes of the user's role out. One handler for the Node server, the Lambda and
 * the tests; the clock, fetch, the id-token check and the log line's writer are given. The
 * tokens it was given are kept for the next users of the same scopes, as long as it lives.
 */
export function createBroker(config: BrokerConfig, dependencies: BrokerDependencies): Broker {
  const { verifyIdToken, now, log } = dependencies
  const limiter = createRateLimiter({ limit: config.tokensPerMinute, now })
  const authService = {
    ...config,
    fetch: dependencies.fetch,
    timeoutMs: dependencies.authServiceTimeoutMs ?? AUTH_SERVICE_TIMEOUT_MS,
  }
  // One token per scope set, handed to every user whose role names it (docs/decisions/027).
  const tokens = createTokenCache({ ask: (scopes) => requestToken(authService, scopes), now })

  async function tokenFor(request: BrokerRequest): Promise<Outcome> {
    const bearer = /^Bearer +([^\s]+) *$/i.exec(request.headers.authorization ?? '')?.[1]
    if (!bearer) return refused(401, 'invalid_token', { reason: 'no bearer token' }, INVALID_TOKEN)
    let sub: string
    let groups: readonly string[]
    try {
      ;({ sub, groups } = await verifyIdToken(bearer))
    } catch (error) {
      if (error instanceof KeysUnavailable) return refused(502, 'server_error', { reason: error.message })
      const reason = error instanceof InvalidIdToken ? error.reason : 'invalid'
      return refused(401, 'invalid_token', { reason: `id token: ${reason}` }, INVALID_TOKEN)
    }
    const role = roleOfGroups(groups, config.roles)
    if (!role) return refused(403, 'access_denied', { sub, reason: 'in no group that has a role' })

    const form = new URLSearchParams(request.body ?? '')
    const grantType = form.get('grant_type')
    if (grantType !== null && grantType !== 'client_credentials') {
      return refused(400, 'unsupported_grant_type', { sub, role, reason: `grant type ${grantType}` })
    }
    // The scopes asked for that the role holds; all of the role's when none are named.
    const asked = parseScope(form.get('scope') ?? '')
    const scopes = SCOPES_OF_ROLE[role].filter((scope) => asked.length === 0 || asked.includes(scope))
    if (scopes.length === 0)
      return refused(400, 'invalid_scope', { sub, role, reason: 'asked for no scope of the role' })

    const allowance = limiter.take(sub)
    if (!allowance.allowed) {
      return refused(
        429,
        'too_many_requests',
        { sub, role, reason: `more than ${config.tokensPerMinute} tokens a minute` },
        { 'Retry-After': String(allowance.retryAfterSeconds) },
      )
    }
    try {
      const token = await tokens(scopes)
      return { status: 200, body: token, line: { sub, role, scopes: token.scope } }
    } catch (error) {
      if (!(error instanceof AuthServiceFailure)) throw error
      return refused(502, 'server_error', { sub, role, reason: error.message })
    }
  }

  async function decide(request: BrokerRequest): Promise<Outcome> {
    if (request.path !== undefined && request.path !== TOKEN_PATH) {
      return refused(404, 'not_found', { reason: `no such path ${request.path.slice(0, 100)}` })
    }
    if (request.method === 'OPTIONS') return { status: 204, line: { reason: 'preflight' } }
    if (request.body === null) return refused(413, 'invalid_request', { reason: 'body too long' })
    if (request.method !== 'POST') {
      return refused(
        405,
        'method_not_allowed',
        { reason: `method ${request.method}` },
        { Allow: 'POST, OPTIONS' },
      )
    }
    return tokenFor(request)
  }

  return async (request) => {
    const outcome = await decide(request).catch((error: unknown): Outcome =>
      // Its name only: an unexpected error's message might quote what it was handed.
      refused(500, 'server_error', { reason: `unexpected ${error instanceof Error ? error.name : 'error'}` }),
    )
    log({ time: new Date(now()).toISOString(), status: outcome.status, ...outcome.line })
    return {
      status: outcome.status,
      headers: {
        ...(outcome.body && { 'Content-Type': 'application/json' }),
        // RFC 6749 §5.1: a token answer is never stored by a cache.
        'Cache-Control': 'no-store',
        Pragma: 'no-cache',
        ...corsHeaders(config.allowedOrigins, request),
        ...outcome.headers,
      },
      body: outcome.body ? JSON.stringify(outcome.body) : '',
    }
  }
}

/**
 * CORS for the origins of BROKER_ALLOWED_ORIGINS only; others get none, and their pages cannot
 * read the answer. On the site's own origin (behind nginx, or CloudFront) none is needed.
 */
function corsHeaders(allowed: readonly string[], request: BrokerRequest): Record<string, string> {
  const origin = request.headers.origin
  const vary = { Vary: 'Origin' }
  if (origin === undefined || !allowed.includes(origin)) return vary
  return {
    ...vary,
    'Access-Control-Allow-Origin': origin,
    // The portal reads a refusal's challenge and a 429's wait.
    'Access-Control-Expose-Headers': 'WWW-Authenticate, Retry-After',
    ...(request.method === 'OPTIONS' && {
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
      'Access-Control-Max-Age': '600',
    }),
  }
}
