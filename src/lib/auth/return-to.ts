import { isAuthPath } from '@/config/routes'

/**
 * Where to go after signing in: a path of this site only (never another origin, never the
 * auth pages themselves), or undefined. Guards the round trip against open redirects and
 * garbage in the URL.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  let url: URL
  try {
    url = new URL(value, 'http://site.invalid')
  } catch {
    return undefined
  }
  if (url.origin !== 'http://site.invalid') return undefined
  if (isAuthPath(url.pathname)) return undefined
  // Dot segments are resolved above, so '/.//evil.com' comes out as '//evil.com': check again.
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.startsWith('//') ? undefined : path
}

export const RETURN_TO_PARAM = 'returnTo'

/** The login page's address for a user sent away from `returnTo`. */
export function loginPathFor(loginPath: string, returnTo: string | undefined): string {
  const safe = safeReturnTo(returnTo)
  return safe && safe !== '/' ? `${loginPath}?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}` : loginPath
}
