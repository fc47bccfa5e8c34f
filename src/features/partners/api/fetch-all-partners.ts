import { queryOptions, type QueryClient } from '@tanstack/react-query'

import type { PartnerListKind } from '@/config/routes'
import type { BpType, BusinessPartner } from '@/entities/business-partner'
import { fetchAllPages, type FetchAllOptions } from '@/lib/data-service/fetch-all-pages'
import type { ListParams } from '@/lib/data-service/list-params'

// One way only: partner-queries knows nothing of this file (import-x/no-cycle).
import { partnerListQuery, partnerQueries } from './partner-queries'

/** The largest page the list screens ask for (the product spec offers 25, 50 and 100 rows). */
const BULK_PAGE_SIZE = 100

/**
 * Every partner a list's search and filters match, all pages (lib/data-service/fetch-all-pages),
 * through the query cache, so pages already read are not read again.
 */
export function fetchAllPartners(
  queryClient: QueryClient,
  kind: PartnerListKind,
  params: ListParams,
  options: FetchAllOptions<BusinessPartner> = {},
): Promise<BusinessPartner[] | undefined> {
  return fetchAllPages(
    (page) => queryClient.fetchQuery(partnerListQuery(kind, { ...params, page, pageSize: BULK_PAGE_SIZE })),
    options,
  )
}

/** Every partner of one type, all pages: what a parent filter offers (a dealer's distributor...). */
export function partnersOfTypeQuery(type: BpType) {
  return queryOptions({
    queryKey: [...partnerQueries.lists(), 'every', type] as const,
    queryFn: async ({ client }) => (await fetchAllPartners(client, type, {})) ?? [],
  })
}
