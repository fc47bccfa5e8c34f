import type { PartnerListKind } from '@/config/routes'
import { resourceQueries } from '@/lib/data-service/queries'
import type { ListParams } from '@/lib/data-service/resource-client'

/** Query keys and fetchers of business partners (STYLE.md "Queries"). */
export const partnerQueries = resourceQueries('business-partners')

/**
 * A page read a moment ago is still good: paging back and forth, or onto a prefetched page,
 * shows it at once instead of asking again.
 */
export const LIST_STALE_TIME_MS = 30_000

/**
 * The list behind a list screen: the all view as asked, a type's view with its bpType filter on
 * top of the user's (the type filter the all view offers cannot widen a type's list).
 */
export function partnerListQuery(kind: PartnerListKind, params: ListParams = {}) {
  const filters = kind === 'all' ? params.filters : { ...params.filters, bpType: [kind] }
  return { ...partnerQueries.list({ ...params, filters }), staleTime: LIST_STALE_TIME_MS }
}
