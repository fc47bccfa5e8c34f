import type { PartnerListKind } from '@/config/routes'
import type { BusinessPartner } from '@/entities/business-partner'
import type { ListParams } from '@/lib/data-service/list-params'
import { pagesOf, pagesOfIds, readEveryPage, type EveryPageOptions } from '@/lib/data-service/read-every-page'

import { partnerListParams } from './partner-requests'

/**
 * The partners a whole reading covers: those a list's search and filters match, or exactly the
 * partners chosen, by id (the chosen view, whose partners may be of every type: it shows them as
 * the All list does).
 */
export type PartnerSet =
  { kind: PartnerListKind; params: ListParams } | { kind: 'all'; ids: readonly number[] }

/**
 * Every partner of a set, all pages, folded as they come (lib/data-service/read-every-page):
 * what the CSV export, "Select all N matching" and the map read. A list's matches with its kind's
 * bpType on top, in the largest pages the service gives; chosen partners a few hundred ids a
 * page. Straight from the service: a reading of the whole network is not kept in the query cache
 * page by page.
 */
export function readEveryPartner<R>(
  partners: PartnerSet,
  options: EveryPageOptions<BusinessPartner, R>,
): Promise<R | undefined> {
  if ('ids' in partners) return readEveryPage(pagesOfIds('business-partners', partners.ids), options)
  const { filters, search } = partners.params
  return readEveryPage(
    pagesOf('business-partners', partnerListParams(partners.kind, { filters, search })),
    options,
  )
}
