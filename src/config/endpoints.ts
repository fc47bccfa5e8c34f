import type { Env } from './env'

/**
 * Where the browser asks for the data-service token: the auth service's client-credentials
 * endpoint, or a token broker of our own (GATSBY_DATA_TOKEN_URL) that holds the secret.
 * Apart from env.ts, which parses with zod, so the first script of a page can use it too.
 */
export function tokenEndpoint(env: Pick<Env, 'GATSBY_DATA_TOKEN_URL' | 'GATSBY_DATA_AUTH_URL'>): string {
  return env.GATSBY_DATA_TOKEN_URL ?? `${env.GATSBY_DATA_AUTH_URL}/oauth2/token`
}

/**
 * The origins a signed-in page's first data comes from: the token endpoint and the data service,
 * once each. Every page's head opens its connections to them as the document arrives
 * (preconnect, gatsby-ssr): the first script's requests (app/first-data) then skip the
 * connection's set-up, and a data request that waits for its token finds its connection open
 * when the token comes, instead of setting it up only then.
 */
export function firstDataOrigins(
  env: Pick<Env, 'GATSBY_DATA_TOKEN_URL' | 'GATSBY_DATA_AUTH_URL' | 'GATSBY_DATA_SERVICE_URL'>,
): string[] {
  return [...new Set([tokenEndpoint(env), env.GATSBY_DATA_SERVICE_URL].map((url) => new URL(url).origin))]
}
