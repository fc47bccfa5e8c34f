import { preloadPartnerList } from '@/features/partners/list/preload-list'
import { readFreshStoredUser } from '@/lib/auth/current-user'

import { getAppQueryClient } from './app-query-client'

/**
 * Render-as-you-fetch: a page's data is asked for as soon as its address is known, in parallel
 * with its code, instead of after it has rendered. Only for a user already known to be signed
 * in, so nothing private is asked for before the auth gate would allow it.
 */
export function preloadRouteData(location: Pick<Location, 'pathname' | 'search'>) {
  if (!readFreshStoredUser()) return
  preloadPartnerList(getAppQueryClient(), location)
}
