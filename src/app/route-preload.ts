import { partnerListQuery, partnerQueries } from '@/features/partners/api/partner-queries'
import { relatedQueries } from '@/features/partners/api/related-records'
import { parseListState, toListParams } from '@/features/partners/list/list-state'
import { readFreshSession } from '@/lib/auth/current-user'

import { getAppQueryClient } from './app-query-client'
import { pageFirstData } from './first-data/page-first-data'

/**
 * Render-as-you-fetch: a page's data is asked for as soon as its address is known, in parallel
 * with its code, instead of after it has rendered: at the first load (where these queries adopt
 * what the page's first script already started) and on every navigation. Only for a user
 * already known to be signed in, so nothing private is asked for before the auth gate allows it.
 */
export function preloadRouteData(location: Pick<Location, 'pathname' | 'search'>) {
  const first = readFreshSession() && pageFirstData(location)
  if (!first) return
  const client = getAppQueryClient()
  if (first.page === 'list') {
    const params = toListParams(parseListState(first.search, first.kind))
    void client.prefetchQuery(partnerListQuery(first.kind, params))
    return
  }
  void client.prefetchQuery(partnerQueries.detail(first.id))
  for (const resource of first.records)
    void client.prefetchQuery(relatedQueries.byPartnerId(resource, first.id))
}
