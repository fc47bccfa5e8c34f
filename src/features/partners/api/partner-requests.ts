import type { PartnerListKind } from '@/config/routes'
import type { ListParams } from '@/lib/data-service/list-params'
import type { ResourceName } from '@/lib/data-service/resources'

/**
 * The parameters of the partner requests a page starts with, stated once: the queries use
 * them, and so does the script that starts a page's first data from the document
 * (app/first-data), so both send the same request and the app adopts the early one.
 */

/** A partner has a handful of each; the service is asked for as many as it gives at once. */
const RELATED_PAGE_SIZE = 100

/**
 * The list behind a list screen: the all view as asked, a type's view with its bpType filter on
 * top of the user's (the type filter the all view offers cannot widen a type's list).
 */
export function partnerListParams(kind: PartnerListKind, params: ListParams = {}): ListParams {
  const filters = kind === 'all' ? params.filters : { ...params.filters, bpType: [kind] }
  return { ...params, filters }
}

/** One page of the records matching `filters` that belong to a partner's page. */
export function relatedPageParams(filters: ListParams['filters'], page: number): ListParams {
  return { filters, page, pageSize: RELATED_PAGE_SIZE }
}

/** The filter of a partner's records in a resource keyed by bpId. */
export const partnerIdFilter = (partnerId: number) => ({ bpId: [String(partnerId)] })

/** Resources holding the partner's id in `bpId`. */
export const RECORDS_BY_PARTNER_ID = [
  'addresses',
  'closing-dates',
  'pricings',
  'discounts',
  'dealer-configs',
  'store-configs',
  'sap-ax-mappings',
  'business-partner-writables',
  'service-maps',
] as const satisfies readonly ResourceName[]

export type RecordByPartnerId = (typeof RECORDS_BY_PARTNER_ID)[number]
