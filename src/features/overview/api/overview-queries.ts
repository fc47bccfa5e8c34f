import { queryOptions } from '@tanstack/react-query'

import { resourceQueries } from '@/lib/data-service/queries'
import type { ResourceName } from '@/lib/data-service/resources'

import { partnerListQuery } from '@/features/partners/api/partner-queries'

import { STATUS_CELLS, statusTotals } from '../model/status-totals'

import { readEveryRecord } from './read-every-record'

/** What the overview reads besides the status totals, in the order its sections need them. */
export const OVERVIEW_RESOURCES = [
  'business-partners',
  'closing-dates',
  'store-configs',
  'opening-hour-templates',
  'opening-hours',
] as const satisfies readonly ResourceName[]
export type OverviewResource = (typeof OVERVIEW_RESOURCES)[number]

/**
 * Records a page, by resource: the service's largest page (500) where a page reads in a few ms,
 * fewer where a page of large records, read in one task (JSON, then each record's schema), took
 * longer than a task may (docs/decisions/023: 500 store settings, ~800 KiB, took 60-120 ms in
 * Node and over 200 ms in the browser on this machine).
 */
const PAGE_SIZES: Record<OverviewResource, number> = {
  'business-partners': 250,
  'closing-dates': 500,
  'store-configs': 100,
  'opening-hour-templates': 500,
  'opening-hours': 500,
}

/**
 * The overview's queries, under each resource's `lists()` key: a write that refreshes a
 * resource's lists (edit/save-record) refreshes the overview's reading of it too.
 */
export const overviewQueries = {
  /**
   * The status chart: one `pageSize=1` request per list and status, all at once, each the very
   * request (but its page size) of the list the bar links to, so its total is that list's.
   */
  statusTotals: () =>
    queryOptions({
      queryKey: [...resourceQueries('business-partners').lists(), 'overview', 'status-totals'] as const,
      queryFn: async ({ client }) =>
        statusTotals(
          await Promise.all(
            STATUS_CELLS.map(
              async ({ kind, status }) =>
                (
                  await client.fetchQuery(
                    partnerListQuery(kind, { pageSize: 1, filters: { status: [status] } }),
                  )
                ).total,
            ),
          ),
        ),
    }),

  /** Every record of a resource (read-every-record.ts). */
  every: <R extends OverviewResource>(resource: R) =>
    queryOptions({
      queryKey: [...resourceQueries(resource).lists(), 'overview', 'every'] as const,
      queryFn: ({ signal }) => readEveryRecord(resource, { signal, pageSize: PAGE_SIZES[resource] }),
    }),
}
