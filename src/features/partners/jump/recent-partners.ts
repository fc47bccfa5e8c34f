import { useMemo } from 'react'

import type { QueryClient } from '@tanstack/react-query'

import type { BusinessPartner } from '@/entities/business-partner'
import type { CurrentUser } from '@/lib/auth/auth-types'
import { currentUserQuery } from '@/lib/auth/current-user'
import { sessionOwner } from '@/lib/auth/session-owner'

import { readUserList, userStorageKey, useUserList, writeUserList } from '@/lib/user-storage'

import { JumpOptionSchema, toJumpOption, type JumpOption } from './jump-option'

/** The jump dialog offers the partners this user opened last, at most 10. */
export const MAX_RECENT = 10

const recentKey = (userId: string) => userStorageKey('recentPartners', userId)

/** The first MAX_RECENT of a list kept newest first: a longer stored list (a hand edit) is cut. */
const newest = (recent: readonly JumpOption[]) => recent.slice(0, MAX_RECENT)

/** The list after a visit: the partner first, once, the oldest falling off past MAX_RECENT. */
export function withVisit(recent: readonly JumpOption[], visited: JumpOption): JumpOption[] {
  return newest([visited, ...recent.filter((partner) => partner.id !== visited.id)])
}

/** The partners this user opened last, most recent first. */
export function readRecentPartners(userId: string): JumpOption[] {
  return newest(readUserList(recentKey(userId), JumpOptionSchema))
}

/**
 * The same, kept current: a jump dialog opened the moment a partner's page showed, before the
 * page's visit was written down, lists the partner once it is.
 */
export function useRecentPartners(userId: string | undefined): JumpOption[] {
  const stored = useUserList(userId ? recentKey(userId) : undefined, JumpOptionSchema)
  return useMemo(() => newest(stored), [stored])
}

export function recordVisit(userId: string, visited: JumpOption): void {
  writeUserList(recentKey(userId), withVisit(readRecentPartners(userId), visited))
}

/** A detail page showed `partner` to the signed-in user (use-record-visit.ts). */
export function recordVisitOf(queryClient: QueryClient, partner: BusinessPartner): void {
  const user = queryClient.getQueryData<CurrentUser>(currentUserQuery().queryKey)
  const visited = toJumpOption(partner)
  if (user && visited) recordVisit(sessionOwner(user), visited)
}
