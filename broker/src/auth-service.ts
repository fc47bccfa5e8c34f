import type { BrokerConfig } from './config'

/** What the broker hands the browser: the auth service's token, with the scopes it carries. */
export type TokenAnswer = { access_token: string; expires_in: number; token_type: string; scope: string }

/** The auth service failed, answered what is not a token, or took too long: 502, no token. */
export class AuthServiceFailure extends Error {
  override name = 'AuthServiceFailure'
}

// The time the portal gives its own token request (10 s).
export const AUTH_SERVICE_TIMEOUT_MS = 10_000

type AuthServiceSettings = Pick<BrokerConfig, 'tokenUrl' | 'clientId' | 'clientSecret'> & {
  fetch: typeof fetch
  timeoutMs: number
}

/** Scopes as OAuth writes them (RFC 6749 §3.3): space-separated, each once. */
export function parseScope(scope: string): string[] {
  return [...new Set(scope.split(/\s+/).filter(Boolean))]
}

/** RFC 6749 §2.3.1: id and secret form-url-encoded, then joined for HTTP Basic. */
function basicCredentials(id: string, secret: string): string {
  const encode = (part: string) => encodeURIComponent(part).replace(/%20/g, '+')
  return `Basic ${Buffer.from(`${encode(id)}:${encode(secret)}`).toString('base64')}`
}

/**
 * A client-credentials token with `scopes` and no more. The secret travels in the Authorization
 * header only; nothing of the auth service's refusal is passed on (it may echo what it was sent).
 */
export async function requestToken(
  settings: AuthServiceSettings,
  scopes: readonly string[],
): Promise<TokenAnswer> {
  let response: Response
  let body: unknown
  try {
    response = await settings.fetch(settings.tokenUrl, {
      method: 'POST',
      headers: {
        Authorization: basicCredentials(settings.clientId, settings.clientSecret),
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: scopes.join(' ') }).toString(),
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    })
    if (!response.ok) {
      await response.body?.cancel()
      throw new AuthServiceFailure(`the auth service answered ${response.status}`)
    }
    body = await response.json()
  } catch (error) {
    if (error instanceof AuthServiceFailure) throw error
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new AuthServiceFailure(
      timedOut
        ? `the auth service did not answer within ${settings.timeoutMs} ms`
        : 'the auth service could not be reached or sent no JSON',
    )
  }
  return tokenAnswer(body, scopes)
}

/** The auth service's answer as the broker passes it on; anything short of a token fails. */
function tokenAnswer(body: unknown, asked: readonly string[]): TokenAnswer {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const { access_token: accessToken, token_type: tokenType, scope } = fields
  // A number, or a number in a string as some services send it; whole seconds.
  const lifetime = fields.expires_in
  const expiresIn =
    typeof lifetime === 'number' || typeof lifetime === 'string' ? Math.floor(Number(lifetime)) : NaN
  if (typeof accessToken !== 'string' || accessToken === '')
    throw new AuthServiceFailure('the auth service sent no access token')
  if (typeof tokenType !== 'string' || tokenType === '')
    throw new AuthServiceFailure('the auth service sent no token type')
  if (!Number.isFinite(expiresIn) || expiresIn < 1) {
    throw new AuthServiceFailure('the auth service sent no lifetime')
  }
  if (scope !== undefined && typeof scope !== 'string')
    throw new AuthServiceFailure('the auth service sent a malformed scope')
  // RFC 6749 §5.1: an answer that names no scope granted what was asked.
  const granted = scope === undefined ? [...asked] : parseScope(scope)
  if (granted.length === 0) throw new AuthServiceFailure('the auth service granted no scope')
  // A token wider than the role must never reach the browser.
  if (granted.some((item) => !asked.includes(item))) {
    throw new AuthServiceFailure('the auth service granted more than was asked')
  }
  return {
    access_token: accessToken,
    // Never longer than the auth service's own lifetime.
    expires_in: expiresIn,
    token_type: tokenType,
    scope: granted.join(' '),
  }
}
