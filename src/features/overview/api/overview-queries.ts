import { queryOptions } from '@tanstack/react-query'

import { resumableReading } from '@/lib/data-service/resumable-reading'
import { resourceQueries } from '@/lib/data-service/queries'
import { pagesOf, readEveryPage, type PageFolder } from '@/lib/data-service/read-every-page'
import type { ResourceEntity, ResourceName } from '@/lib/data-service/resources'
import { isoDay } from '@/lib/format-date'

import { partnerListQuery } from '@/features/partners/api/partner-queries'

import {
  closuresFolder,
  hoursFolder,
  partnersFolder,
  settingsFolder,
  templatesFolder,
} from '../model/network-folds'
import { STATUS_CELLS, statusTotals } from '../model/status-totals'

import { readingProgress } from './reading-progress'

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
 * Every page of a resource, folded as it comes into what the overview keeps of it
 * (model/network-folds.ts), under the resource's `lists()` key: a write that refreshes a
 * resource's lists (edit/save-record) refreshes the overview's reading of it too. Try again after
 * pages failed reads just those (resumableReading). What is kept is whole when the reading ends:
 * the query holds it as it is, never compared with the last one (no structural sharing).
 */
function foldedQuery<R extends OverviewResource, F>(
  resource: R,
  folder: () => PageFolder<ResourceEntity<R>, F>,
) {
  return queryOptions({
    queryKey: [...resourceQueries(resource).lists(), 'overview', 'folded'] as const,
    structuralSharing: false,
    queryFn: async ({ client, queryKey, signal }): Promise<F> => {
      const progress = readingProgress.start(resource)
      const onProgress = progress.report
      try {
        return await resumableReading(
          client,
          queryKey,
          async () => (await readEveryPage(pagesOf(resource), { ...folder(), signal, onProgress })) as F,
          { signal, onProgress },
        )
      } finally {
        progress.end()
      }
    },
  })
}

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

  partners: () => foldedQuery('business-partners', partnersFolder),
  /** Against the calendar of the viewer's day when the reading starts (docs/decisions/023). */
  closures: () => foldedQuery('closing-dates', () => closuresFolder(isoDay(new Date()))),
  settings: () => foldedQuery('store-configs', settingsFolder),
  templates: () => foldedQuery('opening-hour-templates', templatesFolder),
  hours: () => foldedQuery('opening-hours', hoursFolder),
}
