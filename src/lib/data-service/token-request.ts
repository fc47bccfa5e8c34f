import { tokenEndpoint } from '@/config/endpoints'
import type { Env } from '@/config/env'

import type { AppToken } from './token-storage'

/**
 * The application token's rules, without any HTTP library: the token manager and the script
 * that starts a page's first data from the document (app/first-data) share them.
 */

// A cached token is reused until fewer than 360 s remain before it expires.
export const TOKEN_REFRESH_MARGIN_MS = 360_000

/** Whether a stored token may still be used. */
export function isTokenFresh(token: AppToken, now: number): boolean {
  return token.expiresAt - now >= TOKEN_REFRESH_MARGIN_MS
}

/**
 * The form-encoded client-credentials grant; scopes are space-separated (RFC 6749
 * §3.3). A build without a client secret sends the user's id token instead (a token broker).
 */
export function tokenRequest(
  env: Pick<
    Env,
    | 'GATSBY_DATA_CLIENT_SECRET'
    | 'GATSBY_DATA_CLIENT_ID'
    | 'GATSBY_DATA_SCOPES'
    | 'GATSBY_DATA_TOKEN_URL'
    | 'GATSBY_DATA_AUTH_URL'
  >,
  idToken?: string,
) {
  const secret = env.GATSBY_DATA_CLIENT_SECRET
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: env.GATSBY_DATA_CLIENT_ID,
    ...(secret && { client_secret: secret }),
    scope: env.GATSBY_DATA_SCOPES.join(' '),
  })
  return {
    url: tokenEndpoint(env),
    body: body.toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      ...(!secret && idToken && { Authorization: `Bearer ${idToken}` }),
    },
  }
}
