import { useCallback, useMemo, useState } from 'react'

import { useQuery, useQueryClient } from '@tanstack/react-query'

import { readUnreadPagesNext } from '@/lib/data-service/resumable-reading'
import { resourceQueries } from '@/lib/data-service/queries'

import { overviewQueries, OVERVIEW_RESOURCES } from './api/overview-queries'
import { closureFigures, hoursFigures, partnerFigures, settingsFigures } from './model/network-figures'
import { useSliced } from './use-sliced'

/**
 * Everything the overview shows, each part as soon as it can be: the status totals (small
 * requests, first, on their own), then every partner, then the records the other parts need, each folded as
 * its pages arrive (model/network-folds.ts) and made into figures in slices. The other readings
 * start once the partners are in: every part but the totals needs them, and read side by side
 * they would only slow the partners down.
 */
export function useOverview() {
  const queryClient = useQueryClient()
  const [stopped, setStopped] = useState(false)
  const totals = useQuery(overviewQueries.statusTotals())
  // The totals' twelve small requests go first, alone: beside the partners' pages of 500 they
  // would wait for the browser's few connections to the service, and the first figures with them.
  const partners = useQuery({ ...overviewQueries.partners(), enabled: totals.isFetched })
  const afterPartners = { enabled: partners.isSuccess }
  const closures = useQuery({ ...overviewQueries.closures(), ...afterPartners })
  const configs = useQuery({ ...overviewQueries.settings(), ...afterPartners })
  const templates = useQuery({ ...overviewQueries.templates(), ...afterPartners })
  const hours = useQuery({ ...overviewQueries.hours(), ...afterPartners })
  const readings = [
    [partners, overviewQueries.partners().queryKey],
    [closures, overviewQueries.closures().queryKey],
    [configs, overviewQueries.settings().queryKey],
    [templates, overviewQueries.templates().queryKey],
    [hours, overviewQueries.hours().queryKey],
  ] as const

  const partnerFold = partners.data
  const partnerPart = useSliced(
    useMemo(
      () => (partnerFold ? (signal: AbortSignal) => partnerFigures(partnerFold, { signal }) : undefined),
      [partnerFold],
    ),
  )
  const refs = partnerPart?.refs
  const closureFold = closures.data
  const closurePart = useSliced(
    useMemo(
      () =>
        closureFold && refs
          ? (signal: AbortSignal) => closureFigures(closureFold, refs, { signal })
          : undefined,
      [closureFold, refs],
    ),
  )
  const settingsFold = configs.data
  const settingsPart = useSliced(
    useMemo(
      () =>
        settingsFold && refs
          ? (signal: AbortSignal) => settingsFigures(settingsFold, refs, { signal })
          : undefined,
      [settingsFold, refs],
    ),
  )
  const templateIndex = templates.data
  const hourIndex = hours.data
  const noHours = useSliced(
    useMemo(
      () =>
        partnerFold && templateIndex && hourIndex
          ? (signal: AbortSignal) =>
              hoursFigures(partnerFold, { templates: templateIndex, ...hourIndex }, { signal })
          : undefined,
      [partnerFold, templateIndex, hourIndex],
    ),
  )

  const queries = [totals, partners, closures, configs, templates, hours]
  const failed = queries.find((query) => query.isError)
  const refresh = useCallback(async () => {
    setStopped(false)
    // Lists, not only the overview's own keys: the status totals are the lists' own first pages.
    await Promise.all(
      OVERVIEW_RESOURCES.map((resource) =>
        queryClient.invalidateQueries({ queryKey: resourceQueries(resource).lists() }),
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
    /** Reads again what failed: of a reading whose pages failed, just those pages. */
    retry: () => {
      for (const [query, queryKey] of readings) if (query.isError) readUnreadPagesNext(queryClient, queryKey)
      void Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch()))
    },
    refresh,
    /** Whether Stop ended the reading before it was done (Refresh reads again). */
    stopped: stopped && !queries.some((query) => query.isFetching),
    /** Stops every reading: what was not read yet is not shown; nothing is kept of a reading cut short. */
    stop: () => {
      setStopped(true)
      void queryClient.cancelQueries({ predicate: (query) => query.queryKey[2] === 'overview' })
    },
  }
}

export type Overview = ReturnType<typeof useOverview>
