import { queryOptions, type QueryClient } from '@tanstack/react-query'

import { isDataServiceError } from '@/lib/data-service/errors'
import type { ListParams } from '@/lib/data-service/list-params'
import { resourceQueries } from '@/lib/data-service/queries'
import { collectEveryRecord } from '@/lib/data-service/collect-every-record'
import type { ResourceList } from '@/lib/data-service/resource-client'
import type { ResourceEntity, ResourceName } from '@/lib/data-service/resources'

import { partnerQueries } from './partner-queries'
import { partnerIdFilter, relatedPageParams, type RecordByPartnerId } from './partner-requests'

/**
 * How every record relates to a partner, declared once (docs/data-service-api.md "A
 * partner's related records"), using only fields the spec defines. gsc is a sales-company code
 * many partners share: it never finds one partner's records.
 */

/** A partner's records of one kind, and how many more the service sent that could not be read. */
export type RelatedRecords<T> = { records: T[]; unreadable: number }

/**
 * Every record of `resource` matching `filters`, all pages (lib/data-service/read-every-page),
 * through the query cache: page 1 is the very request a partner's page starts from the document
 * (partner-requests.ts), and a section shares what its neighbours read.
 */
export function fetchAllOf<R extends ResourceName>(
  client: QueryClient,
  resource: R,
  filters: ListParams['filters'],
): Promise<RelatedRecords<ResourceEntity<R>>> {
  const queries = resourceQueries(resource)
  return collectEveryRecord(
    (page) => client.fetchQuery(queries.list(relatedPageParams(filters, page))) as Promise<ResourceList<R>>,
    // The app does not retry its own queries; Try again is the user's.
    { retries: false },
  )
}

const NOTHING = { records: [], unreadable: 0 }

const keyOf = (resource: ResourceName, relation: string, id: number | string) =>
  [resource, 'related', relation, id] as const

/**
 * The app does not retry its own queries. The page asks for a partner's records as
 * its summary paints (prefetch-partner-records.ts), before the sections mount: a section whose
 * records failed by then shows that failure with Try again instead of asking again by itself. A new
 * visit of the page asks afresh (its prefetch does).
 */
const NO_RETRY_ON_MOUNT = { retryOnMount: false } as const

export const relatedQueries = {
  /** A partner's records of a resource keyed by bpId. */
  byPartnerId: <R extends RecordByPartnerId>(resource: R, partnerId: number) =>
    queryOptions({
      queryKey: keyOf(resource, 'bpId', partnerId),
      queryFn: ({ client }) => fetchAllOf(client, resource, partnerIdFilter(partnerId)),
      ...NO_RETRY_ON_MOUNT,
    }),

  /** The services a partner runs: its service maps name them, campaignId = a service's axCampaignId. */
  services: (partnerId: number) =>
    queryOptions({
      queryKey: keyOf('services', 'serviceMaps', partnerId),
      ...NO_RETRY_ON_MOUNT,
      queryFn: async ({ client }) => {
        const maps = await client.fetchQuery(relatedQueries.byPartnerId('service-maps', partnerId))
        const campaigns = [
          ...new Set(maps.records.flatMap((map) => (map.campaignId ? [map.campaignId] : []))),
        ]
        return campaigns.length > 0 ? fetchAllOf(client, 'services', { axCampaignId: campaigns }) : NOTHING
      },
    }),

  /**
   * A partner's week: its openingHourTemplateId names a template, whose openingHourId names one
   * opening-hour row; the week is every row sharing that row's axOpeningHourTemplateRecId. A
   * link of the chain that points at nothing means no hours on record.
   */
  openingHours: (templateId: number) =>
    queryOptions({
      queryKey: keyOf('opening-hours', 'template', templateId),
      ...NO_RETRY_ON_MOUNT,
      queryFn: async ({ client }) => {
        const template = await orNothing(
          client.fetchQuery(resourceQueries('opening-hour-templates').detail(templateId)),
        )
        if (template?.openingHourId == null) return []
        const named = await orNothing(
          client.fetchQuery(resourceQueries('opening-hours').detail(template.openingHourId)),
        )
        if (!named) return []
        if (!named.axOpeningHourTemplateRecId) return [named]
        const week = await fetchAllOf(client, 'opening-hours', {
          axOpeningHourTemplateRecId: [named.axOpeningHourTemplateRecId],
        })
        // A day the service sent unreadable shows as a day without hours; the read logged it.
        return week.records
      },
    }),

  /** A page of the partner's children: a distributor's dealers, a dealer's stores (their parentId). */
  children: (partnerId: number, page: number, pageSize: number) =>
    partnerQueries.list({ filters: { parentId: [String(partnerId)] }, page, pageSize }),
}

/** A 404 (on a link of a chain, on a record to change) is "nothing there"; any other failure stays a failure. */
export async function orNothing<T>(request: Promise<T>): Promise<T | undefined> {
  try {
    return await request
  } catch (error) {
    if (isDataServiceError(error) && error.kind === 'not-found') return undefined
    throw error
  }
}
