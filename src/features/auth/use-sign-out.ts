import { useMutation, useQueryClient } from '@tanstack/react-query'

import { languageOfPath } from '@/config/site'
import { getAuthClient } from '@/lib/auth/auth-client'
import { endSession, SIGN_OUT_MUTATION_KEY } from '@/lib/auth/end-session'

/**
 * Logout, as a mutation. The session's data goes first (lib/auth/end-session: once
 * every request has settled, the application token, the cached queries and the worker's offline
 * copies), since the identity provider may leave the page for its logout screen; then it revokes
 * and clears its tokens, and once that worked the user's own query goes too. A failed logout
 * leaves the user signed in, on the page they had, which reads its data again.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    mutationFn: async () => {
      await endSession(queryClient)
      const client = await getAuthClient()
      await client.signOut(languageOfPath(window.location.pathname))
    },
    onSuccess: () => queryClient.clear(),
  })
}
