import type { PartnerListKind } from '@/config/routes'
import { resourceQueries } from '@/lib/data-service/queries'
import type { ListParams } from '@/lib/data-service/list-params'

import { partnerListParams } from './partner-requests'

/** Query keys and fetchers of business partners. */
export const partnerQueries = resourceQueries('business-partners')

/** The list behind a list screen (partner-requests.ts). */
export function partnerListQuery(kind: PartnerListKind, params: ListParams = {}) {
  return partnerQueries.list(partnerListParams(kind, params))
}
