import { queryOptions } from '@tanstack/react-query'

import { resumableReading } from '@/lib/data-service/resumable-reading'
import { resourceQueries } from '@/lib/data-service/queries'
import {
  pagesOf,
  pagesOfFields,
  readEveryPage,
  type PageFolder,
  type ReadPage,
} from '@/lib/data-service/read-every-page'
import type { ResourceName } from '@/lib/data-service/resources'
import { isoDay } from '@/lib/format-date'

import { partnerListQuery } from '@/features/partners/api/partner-queries'

import {
  closuresFolder,
  HOUR_FIELDS,
  hoursFolder,
  PARTNER_FIELDS,
  partnersFolder,
  SETTINGS_FIELDS,
  settingsFolder,
  TEMPLATE_FIELDS,
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
 * The partners are read alone (use-overview.ts), six pages at a time: every connection a browser
 * opens to one host. The reader's usual four leave two for a page the user opens meanwhile, but
 * the four readings after the partners ask for sixteen together anyway, and a click on the
 * overview opens another screen. At 100,000 partners, 50 ms a request: the partners in 2.9 s
 * instead of 3.9 s, and every figure that much sooner.
 */
const PARTNERS_IN_FLIGHT = 6

/**
 * Every page of a resource (`pages`: its records read for what the folder needs), folded as it
 * comes into what the overview keeps of it (model/network-folds.ts), under the resource's
 * `lists()` key: a write that refreshes a resource's lists (edit/save-record) refreshes the
 * overview's reading of it too. Try again after pages failed reads just those
 * (resumableReading). What is kept is whole when the reading ends: the query holds it as it is,
 * never compared with the last one (no structural sharing).
 */
function foldedQuery<T, F>(
  resource: OverviewResource,
  pages: ReadPage<T>,
  folder: () => PageFolder<T, F>,
  /** Pages in flight at once: the reader's own number unless given. */
  concurrency?: number,
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
          async () => (await readEveryPage(pages, { ...folder(), concurrency, signal, onProgress })) as F,
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

  partners: () =>
    foldedQuery(
      'business-partners',
      pagesOfFields('business-partners', PARTNER_FIELDS),
      partnersFolder,
      PARTNERS_IN_FLIGHT,
    ),
  /**
   * Against the calendar of the viewer's day when the reading starts (docs/decisions/023); the
   * whole record, which a closure's span keeps (partners/model/closures).
   */
  closures: () =>
    foldedQuery('closing-dates', pagesOf('closing-dates'), () => closuresFolder(isoDay(new Date()))),
  settings: () =>
    foldedQuery('store-configs', pagesOfFields('store-configs', SETTINGS_FIELDS), settingsFolder),
  templates: () =>
    foldedQuery(
      'opening-hour-templates',
      pagesOfFields('opening-hour-templates', TEMPLATE_FIELDS),
      templatesFolder,
    ),
  hours: () => foldedQuery('opening-hours', pagesOfFields('opening-hours', HOUR_FIELDS), hoursFolder),
}
