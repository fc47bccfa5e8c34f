import type { Query, QueryClient } from '@tanstack/react-query'

import { getEnv } from '@/config/env'
import { forgetFirstRequests } from '@/lib/data-service/first-requests'
import { discardAppToken } from '@/lib/data-service/token-manager'
import { forgetOfflineCopies } from '@/lib/offline-copies'

import { currentUserQuery } from './current-user'
import { forgetRole } from './role'
import { forgetSessionMemory } from './session-memory'

/** The sign-out mutation's key: ending the session waits for every other request, not for it. */
export const SIGN_OUT_MUTATION_KEY = ['signOut'] as const

const isDataQuery = (query: Query) => query.queryKey[0] !== currentUserQuery().queryKey[0]
const isOtherMutation = (mutation: { options: { mutationKey?: readonly unknown[] } }) =>
  mutation.options.mutationKey?.[0] !== SIGN_OUT_MUTATION_KEY[0]

/** Resolves once no data query is fetching and no write (but signing out) is under way. */
function whenSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const busy = () =>
      client.isFetching({ predicate: isDataQuery }) > 0 ||
      client.isMutating({ predicate: isOtherMutation }) > 0
    if (!busy()) return resolve()
    const stop = [client.getQueryCache(), client.getMutationCache()].map((cache) =>
      cache.subscribe(() => {
        if (busy()) return
        for (const unsubscribe of stop) unsubscribe()
        resolve()
      }),
    )
  })
}

/**
 * Every end of a session (sign-out, expiry, a refused refresh, another user) ends here, so
 * no data outlives its session: what modules hold in memory goes first (a bulk change stops
 * starting writes, its report and selection go), what is being read is cancelled and allowed to settle first,
 * so that no answer still on its way can write a copy back; then the application token, the
 * requests the page started early, every cached query but the user's own, and the worker's offline
 * copies go.
 */
export async function endSession(client: QueryClient): Promise<void> {
  forgetSessionMemory()
  // The role goes while the screens still have their data: redrawn without a role after their
  // queries were removed, they would read them again, and take a token, for a session that ended.
  forgetRole()
  await client.cancelQueries({ predicate: isDataQuery })
  await whenSettled(client)
  discardAppToken()
  forgetFirstRequests()
  client.removeQueries({ predicate: isDataQuery })
  await forgetOfflineCopies(getEnv().GATSBY_DATA_SERVICE_URL)
}

export { sessionOwner } from './session-owner'
