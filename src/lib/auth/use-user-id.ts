import { useQuery } from '@tanstack/react-query'

import { currentUserQuery } from '@/lib/auth/current-user'
import { sessionOwner } from '@/lib/auth/session-owner'

/** The signed-in user's id (the key of what they keep in this browser), once known. */
export function useUserId(): string | undefined {
  const { data: user } = useQuery(currentUserQuery())
  return user ? sessionOwner(user) : undefined
}
