import { useEffect, useMemo } from 'react'

import { keepPreviousData, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query'

import type { PartnerListKind } from '@/config/routes'
import { usePhase } from '@/lib/page-load/use-phase'

import { partnerListQuery } from '../api/partner-queries'

import { toListParams, type ListState } from '../model/list-state'

/**
 * The page a list screen shows. While the next page (or a new search) loads, the rows on screen
 * stay (no flash of a skeleton), and once a page is on screen, the one after it is fetched ahead
 * (the first time, once the browser has presented it).
 */
export function usePartnerList(kind: PartnerListKind, state: ListState) {
  const queryClient = useQueryClient()
  const params = useMemo(() => toListParams(state), [state])
  const options = partnerListQuery(kind, params)
  // Asks for the page as this renders, not after the first paint, when useQuery subscribes.
  usePrefetchQuery(options)
  const query = useQuery({ ...options, placeholderData: keepPreviousData })

  const pageCount = query.isPlaceholderData ? undefined : query.data?.pageCount
  const shown = usePhase('data-shown')
  useEffect(() => {
    if (!shown || pageCount === undefined || params.page === undefined || params.page >= pageCount) return
    void queryClient.prefetchQuery(partnerListQuery(kind, { ...params, page: params.page + 1 }))
  }, [queryClient, kind, params, pageCount, shown])

  return query
}
