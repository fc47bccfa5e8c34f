import type { QueryClient } from '@tanstack/react-query'

import { listKindOfPath } from '@/config/routes'

import { partnerListQuery } from '../api/partner-queries'

import { parseListState, toListParams } from './list-state'

/**
 * Starts fetching the page a list address shows before the list renders: at the first load
 * while Gatsby fetches the page's own files, and on a navigation while the next page loads.
 * The screen then finds its rows in the cache. Addresses that are no list are left alone.
 */
export function preloadPartnerList(
  queryClient: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
) {
  const kind = listKindOfPath(pathname)
  if (!kind) return
  void queryClient.prefetchQuery(partnerListQuery(kind, toListParams(parseListState(search, kind))))
}
