import { queryOptions } from '@tanstack/react-query'

import type { PartnerListKind } from '@/config/routes'
import type { BpType } from '@/entities/business-partner'
import { resourceQueries } from '@/lib/data-service/queries'
import type { ListParams } from '@/lib/data-service/list-params'

import { fetchAllPartners } from './fetch-all-partners'
import { partnerListParams } from './partner-requests'

/** Query keys and fetchers of business partners (STYLE.md "Queries"). */
export const partnerQueries = resourceQueries('business-partners')

/** The list behind a list screen (partner-requests.ts). */
export function partnerListQuery(kind: PartnerListKind, params: ListParams = {}) {
  return partnerQueries.list(partnerListParams(kind, params))
}

/** Every partner of one type, all pages: what a parent filter offers (a dealer's distributor...). */
export function partnersOfTypeQuery(type: BpType) {
  return queryOptions({
    queryKey: [...partnerQueries.lists(), 'every', type] as const,
    queryFn: async ({ client }) => (await fetchAllPartners(client, type, {})) ?? [],
  })
}
