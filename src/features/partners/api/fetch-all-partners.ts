import type { QueryClient } from '@tanstack/react-query'

import type { PartnerListKind } from '@/config/routes'
import type { BusinessPartner } from '@/entities/business-partner'
import type { ListParams, ResourceList } from '@/lib/data-service/resource-client'

import { partnerListQuery } from './partner-queries'

/** The largest page the list screens ask for (spec §9 offers 25, 50 and 100 rows). */
export const BULK_PAGE_SIZE = 100

type FetchAllOptions = {
  /** Told before each further page is read: the page number and how many there are. */
  onProgress?: (page: number, pageCount: number) => void
  /** Asked after the first page, which tells how many records match; false stops there. */
  proceed?: (first: ResourceList<'business-partners'>) => boolean | Promise<boolean>
}

/**
 * Every partner a list's search and filters match, all pages, in the service's order, through
 * the query cache (pages already read are not read again). Resolves with undefined when
 * `proceed` declined. The page count comes from the first answer, so a service that keeps
 * adding records cannot keep this reading forever; a record on two pages counts once.
 */
export async function fetchAllPartners(
  queryClient: QueryClient,
  kind: PartnerListKind,
  params: ListParams,
  { onProgress, proceed }: FetchAllOptions = {},
): Promise<BusinessPartner[] | undefined> {
  const pageOf = (page: number) =>
    queryClient.fetchQuery(partnerListQuery(kind, { ...params, page, pageSize: BULK_PAGE_SIZE }))
  const first = await pageOf(1)
  if (proceed && !(await proceed(first))) return undefined
  const byId = new Map(first.list.map((partner) => [partner.id, partner]))
  for (let page = 2; page <= first.pageCount; page += 1) {
    onProgress?.(page, first.pageCount)
    for (const partner of (await pageOf(page)).list) if (!byId.has(partner.id)) byId.set(partner.id, partner)
  }
  return [...byId.values()]
}
