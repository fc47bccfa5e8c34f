import { useCallback } from 'react'

import { useQueryClient } from '@tanstack/react-query'

import { languageOfPath } from '@/config/site'
import { discardAppToken } from '@/lib/data-service/token-manager'

import { getAuthClient } from './auth-client'

/**
 * spec §4, logout: the identity provider revokes and clears its tokens (and, for hosted-UI
 * sign-ins, shows its logout page); the data-service token and every cached query go too.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    const client = await getAuthClient()
    await client.signOut(languageOfPath(window.location.pathname))
    // Only once signed out: a failed logout leaves the user signed in, on the page they had.
    discardAppToken()
    queryClient.clear()
  }, [queryClient])
}
