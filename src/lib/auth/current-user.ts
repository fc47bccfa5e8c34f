import { queryOptions } from '@tanstack/react-query'

import { getAuthClient } from './auth-client'

/** spec §3: the signed-in user as the app sees it. */
export type CurrentUser = {
  /** The id token's `name` claim. */
  username: string
  /** The id token's `email` claim. */
  email: string
  /** The identity provider's attributes (GetUser), `{}` when there are none. */
  attributes: Record<string, string>
  session: { accessToken: string; idToken: string }
}

// spec §9: the user query is discarded after 300000 ms and never retried.
export const CURRENT_USER_GC_TIME_MS = 300_000
/** Re-read the session this often, so a token near expiry is refreshed while the page stays open. */
export const CURRENT_USER_REFRESH_MS = 60_000

export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['currentUser'] as const,
    queryFn: async () => (await getAuthClient()).getCurrentUser(),
    gcTime: CURRENT_USER_GC_TIME_MS,
    staleTime: 0,
    refetchInterval: CURRENT_USER_REFRESH_MS,
    retry: 0,
    networkMode: 'always',
  })

/** spec §4: the gate lets a user in only with both tokens, a name and an email. */
export function isCompleteUser(user: Partial<CurrentUser> | undefined): user is CurrentUser {
  return Boolean(user?.session?.accessToken && user.session.idToken && user.username && user.email)
}

/** Reads `name` and `email` from a JWT's payload without trusting it for anything else. */
export function readJwtClaims(token: string | undefined): Record<string, unknown> {
  const payload = token?.split('.')[1]
  if (!payload) return {}
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function stringClaim(claims: Record<string, unknown>, name: string): string {
  const value = claims[name]
  return typeof value === 'string' ? value : ''
}
