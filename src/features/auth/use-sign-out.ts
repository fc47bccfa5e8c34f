import { useMutation, useQueryClient } from '@tanstack/react-query'

import { getEnv } from '@/config/env'
import { forgetOfflineData } from '@/config/offline'
import { languageOfPath } from '@/config/site'
import { getAuthClient } from '@/lib/auth/auth-client'
import { discardAppToken } from '@/lib/data-service/token-manager'

/**
 * spec §4, logout, as a mutation: the worker's offline copies of partner data go first (the
 * identity provider may leave the page for its logout screen), then the identity provider
 * revokes and clears its tokens, and only once that worked the data-service token and every
 * cached query go too: a failed logout leaves the user signed in, on the page they had.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await forgetOfflineData(getEnv().GATSBY_DATA_SERVICE_URL)
      const client = await getAuthClient()
      await client.signOut(languageOfPath(window.location.pathname))
    },
    onSuccess: () => {
      discardAppToken()
      queryClient.clear()
    },
  })
}
