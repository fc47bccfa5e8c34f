import { partnerListQuery, partnerQueries } from '@/features/partners/api/partner-queries'
import { prefetchPartnerRecords } from '@/features/partners/api/prefetch-partner-records'
import { parseListState, toListParams } from '@/features/partners/model/list-state'
import { readFreshSession } from '@/lib/auth/current-user'

import { getAppQueryClient } from './app-query-client'
import { pageFirstData, type PageFirstData } from './first-data/page-first-data'

/**
 * Render-as-you-fetch: a page's data is asked for as soon as its address is known, in parallel
 * with its code, instead of after it has rendered. Only for a user already known to be signed
 * in, so nothing private is asked for before the auth gate allows it.
 */
function signedInPageData(location: Pick<Location, 'pathname' | 'search'>): PageFirstData | undefined {
  return (readFreshSession() && pageFirstData(location)) || undefined
}

/**
 * At the first load, what the page shows first: the list's page, or the partner, adopting what
 * the page's first script already started. A detail page's sections are asked for by the page
 * once its summary has painted (partner-page.tsx): their requests, answers, parsing and schemas
 * stay out of the summary's way (docs/decisions/009).
 */
export function preloadFirstData(location: Pick<Location, 'pathname' | 'search'>) {
  const first = signedInPageData(location)
  if (first) prefetchFirstData(first)
}

/** On every navigation: the page's first data and, for a partner, its sections as well. */
export function preloadRouteData(location: Pick<Location, 'pathname' | 'search'>) {
  const first = signedInPageData(location)
  if (!first) return
  prefetchFirstData(first)
  if (first.page === 'detail') void prefetchPartnerRecords(getAppQueryClient(), { id: first.id })
}

function prefetchFirstData(first: PageFirstData) {
  const client = getAppQueryClient()
  if (first.page === 'list') {
    const params = toListParams(parseListState(first.search, first.kind))
    void client.prefetchQuery(partnerListQuery(first.kind, params))
  } else {
    void client.prefetchQuery(partnerQueries.detail(first.id))
  }
}
