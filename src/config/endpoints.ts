import type { Env } from './env'

/**
 * Where the browser asks for the data-service token: the auth service's client-credentials
 * endpoint, or a token broker of our own (GATSBY_DATA_TOKEN_URL) that holds the secret.
 * Apart from env.ts, which parses with zod, so the first script of a page can use it too.
 */
export function tokenEndpoint(env: Pick<Env, 'GATSBY_DATA_TOKEN_URL' | 'GATSBY_DATA_AUTH_URL'>): string {
  return env.GATSBY_DATA_TOKEN_URL ?? `${env.GATSBY_DATA_AUTH_URL}/oauth2/token`
}
