import type { PartnerListKind } from '@/config/routes'
import type { BusinessPartner } from '@/entities/business-partner'
import type { ListParams } from '@/lib/data-service/list-params'
import { pagesOf, readEveryPage, type EveryPageOptions } from '@/lib/data-service/read-every-page'

import { partnerListParams } from './partner-requests'

/**
 * Every partner a list's search and filters match (its kind's bpType on top), all pages, folded
 * as they come (lib/data-service/read-every-page): what the CSV export, "Select all N matching"
 * and the map read. Straight from the service, in the largest pages it gives: a reading of the
 * whole network is not kept in the query cache page by page.
 */
export function readEveryPartner<R>(
  kind: PartnerListKind,
  { filters, search }: ListParams,
  options: EveryPageOptions<BusinessPartner, R>,
): Promise<R | undefined> {
  return readEveryPage(pagesOf('business-partners', partnerListParams(kind, { filters, search })), options)
}
