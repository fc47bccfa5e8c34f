import { createHash } from 'node:crypto'

import { firstDataOrigins } from './endpoints'
import { poolRegion, type Env } from './env'

/**
 * The site's Content-Security-Policy, made at build time (gatsby-node onPostBuild) from the
 * build's settings and the inline scripts of its pages, and served by the web server
 * (deploy/nginx, docs/deploying.md). Scripts run only from the site itself or when their hash
 * is listed; nothing is evaluated from strings (no 'unsafe-eval', zod runs jitless); the
 * browser talks only to the data service, its auth service and Cognito.
 *
 * Styles keep 'unsafe-inline' (docs/decisions/007): Gatsby writes style attributes into every
 * page (its focus wrapper and route announcer) and the toaster injects its styles at run time.
 * Inline styles cannot run code.
 */

const INLINE_SCRIPT = /<script\b(?![^>]*(?<![\w-])src\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** The text of each inline script in a page, in document order. */
export function inlineScripts(html: string): string[] {
  return Array.from(html.matchAll(INLINE_SCRIPT), ([, body = '']) => body)
}

/** The CSP source of each inline script in a page ('sha256-…'), as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  )
}

const originOf = (url: string) => new URL(url).origin

/**
 * Where Amplify calls the Cognito user pool API: the configured endpoint, or AWS's in the
 * region the pool id starts with (as Amplify reads it; parseEnv holds a region setting to it).
 */
function cognitoApiOrigin(env: Env): string | undefined {
  if (env.GATSBY_COGNITO_USER_POOL_ENDPOINT) return originOf(env.GATSBY_COGNITO_USER_POOL_ENDPOINT)
  const pool = env.GATSBY_COGNITO_USER_POOL_ID
  return pool && `https://cognito-idp.${poolRegion(pool)}.amazonaws.com`
}

/**
 * The hosts the browser may fetch from, besides the site itself: the first data's (the token
 * endpoint, a broker's included, and the data service), the auth service, Cognito's.
 */
export function connectSources(env: Env): string[] {
  const sources = [
    ...firstDataOrigins(env),
    originOf(env.GATSBY_DATA_AUTH_URL),
    env.GATSBY_COGNITO_DOMAIN && `https://${env.GATSBY_COGNITO_DOMAIN}`,
    cognitoApiOrigin(env),
  ]
  return [...new Set(sources.filter((source): source is string => Boolean(source)))]
}

/** The whole policy, one header value. `scriptHashes` may repeat; each is listed once, sorted. */
export function contentSecurityPolicy(env: Env, scriptHashes: Iterable<string>): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort()],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSources(env)],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
