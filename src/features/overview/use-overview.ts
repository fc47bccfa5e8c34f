import { useCallback, useMemo } from 'react'

import { useQuery, useQueryClient } from '@tanstack/react-query'

import { isoDay } from '@/lib/format-date'

import { overviewQueries, OVERVIEW_RESOURCES } from './api/overview-queries'
import { closureFigures, hoursFigures, partnerFigures, settingsFigures } from './model/network-figures'
import { useSliced } from './use-sliced'

/**
 * Everything the overview shows, each part as soon as it can be: the status totals (small
 * requests, first), then every partner, then the records the other parts need, each counted in
 * slices. The other reads start once the partners are in: every part but the totals needs
 * them, and read side by side they would only slow the partners down.
 */
export function useOverview() {
  const queryClient = useQueryClient()
  const totals = useQuery(overviewQueries.statusTotals())
  const partners = useQuery(overviewQueries.every('business-partners'))
  const afterPartners = { enabled: partners.isSuccess }
  const closures = useQuery({ ...overviewQueries.every('closing-dates'), ...afterPartners })
  const configs = useQuery({ ...overviewQueries.every('store-configs'), ...afterPartners })
  const templates = useQuery({ ...overviewQueries.every('opening-hour-templates'), ...afterPartners })
  const hours = useQuery({ ...overviewQueries.every('opening-hours'), ...afterPartners })

  const partnerRecords = partners.data?.records
  const partnerPart = useSliced(
    useMemo(
      () =>
        partnerRecords ? (signal: AbortSignal) => partnerFigures(partnerRecords, { signal }) : undefined,
      [partnerRecords],
    ),
  )
  const refs = partnerPart?.refs
  // The viewer's calendar day when the closing dates were read (docs/decisions/023).
  const today = isoDay(new Date(closures.dataUpdatedAt))
  const closureRecords = closures.data?.records
  const closurePart = useSliced(
    useMemo(
      () =>
        closureRecords && refs
          ? (signal: AbortSignal) => closureFigures(closureRecords, refs, today, { signal })
          : undefined,
      [closureRecords, refs, today],
    ),
  )
  const configRecords = configs.data?.records
  const settingsPart = useSliced(
    useMemo(
      () =>
        configRecords && refs
          ? (signal: AbortSignal) => settingsFigures(configRecords, refs, { signal })
          : undefined,
      [configRecords, refs],
    ),
  )
  const templateRecords = templates.data?.records
  const hourRecords = hours.data?.records
  const noHours = useSliced(
    useMemo(
      () =>
        partnerRecords && refs && templateRecords && hourRecords
          ? (signal: AbortSignal) =>
              hoursFigures(partnerRecords, refs, templateRecords, hourRecords, { signal })
          : undefined,
      [partnerRecords, refs, templateRecords, hourRecords],
    ),
  )

  const queries = [totals, partners, closures, configs, templates, hours]
  const failed = queries.find((query) => query.isError)
  const refresh = useCallback(async () => {
    // Lists, not only the overview's own keys: the status totals are the lists' own first pages.
    await Promise.all(
      OVERVIEW_RESOURCES.map((resource) =>
        queryClient.invalidateQueries({ queryKey: overviewQueries.every(resource).queryKey.slice(0, 2) }),
      ),
    )
  }, [queryClient])

  return {
    totals: totals.data,
    partners: partnerPart,
    closures: closurePart,
    settings: settingsPart,
    noHours,
    /** When the last of the figures shown was read (ms since the epoch); 0 before any. */
    readAt: Math.max(0, ...queries.map((query) => query.dataUpdatedAt)),
    fetching: queries.some((query) => query.isFetching),
    done: queries.every((query) => query.isSuccess),
    error: failed?.error,
    retry: () => void Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch())),
    refresh,
  }
}

export type Overview = ReturnType<typeof useOverview>
