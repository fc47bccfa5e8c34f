import { getEnv } from '@/config/env'

import { queryOptions } from '@tanstack/react-query'

import { getAuthClient } from './auth-client'
import type { CurrentUser } from './auth-types'
import { readFreshStoredUser } from './stored-cognito-user'

// The user query is discarded after 300000 ms and never retried.
const CURRENT_USER_GC_TIME_MS = 300_000
/** Re-read the session this often, so a token near expiry is refreshed while the page stays open. */
const CURRENT_USER_REFRESH_MS = 60_000

export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['currentUser'] as const,
    queryFn: readCurrentUser,
    // A fresh session is known without waiting a tick, so a private page renders (and asks for
    // its data) in the same pass as the gate.
    initialData: readFreshSession,
    gcTime: CURRENT_USER_GC_TIME_MS,
    staleTime: 0,
    refetchInterval: CURRENT_USER_REFRESH_MS,
    retry: 0,
    networkMode: 'always',
  })

/**
 * A Cognito session with fresh tokens is read without Amplify (stored-cognito-user.ts); anything
 * else, and the stand-in, goes to the auth client. The condition is a build-time constant.
 */
async function readCurrentUser(): Promise<CurrentUser> {
  return readFreshSession() ?? (await getAuthClient()).getCurrentUser()
}

/** The signed-in user when known at once (stored-cognito-user.ts), with this build's settings. */
export function readFreshSession(): CurrentUser | undefined {
  return readFreshStoredUser(getEnv())
}
