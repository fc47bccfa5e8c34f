import { useMemo, useState } from 'react'

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'

import { readUnreadPagesNext, resumableReading } from '@/lib/data-service/resumable-reading'

import { partnerQueries } from '../../api/partner-queries'
import { readEveryPartner, type PartnerSet } from '../../api/read-every-partner'

import { mapPinsFolder, type MapPins } from './map-pins'
import type { WorldMap } from './world-map'

const NO_PINS: MapPins = { pins: [], unplaced: 0 }

/** A reading under way, as the map draws it: the pins so far and the pages read of how many. */
type Live = { key: string; placed: MapPins; count: number; unplaced: number; done: number; total: number }

export type MapReading = {
  /** The partners placed so far (the array grows in place while reading) and how many there are. */
  pins: MapPins['pins']
  pinCount: number
  unplaced: number
  /** Every page was read: the pins are all there. */
  complete: boolean
  /** Pages read, of how many, while the reading goes on. */
  progress?: { done: number; total: number }
  /** Stopped by the user before the end: the map shows what was read. */
  stopped: boolean
  error: Error | null
  /** Stops the reading; what was read stays on the map. */
  cancel: () => void
  /** After a stop, reads every partner again; after an error, the pages that failed. */
  retry: () => void
}

/**
 * A set of ids as a query key names it: how many, and a hash of them (FNV-1a), so a key of
 * 50,000 chosen partners is not written out and hashed again at every render of the map.
 */
function idsKey(ids: readonly number[]): string {
  let hash = 0x811c9dc5
  for (const id of ids) {
    hash ^= id
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${ids.length}:${hash.toString(36)}`
}

/**
 * The pins of chosen partners taken from a finished reading that placed every one of them (the
 * chosen view after a partner was un-chosen): no page is read again for fewer of the same.
 * Undefined when no such reading is in the cache, or it was marked out of date (a change since).
 */
function pinsFromEarlierReading(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  ids: readonly number[],
): MapPins | undefined {
  const wanted = new Set(ids)
  const readings = queryClient.getQueryCache().findAll({ queryKey: queryKey.slice(0, -1) })
  for (const { state } of readings) {
    const data = state.data as MapPins | undefined
    if (!data || state.isInvalidated || data.pins.length < wanted.size) continue
    const pins = data.pins.filter((pin) => wanted.has(pin.item.id))
    if (pins.length === wanted.size) return { pins, unplaced: 0 }
  }
  return undefined
}

/**
 * Every partner a list's search and filters match (or every partner chosen), folded into the
 * map's pins as the pages come (docs/decisions/026): the map draws each page's partners as it
 * arrives, with the reading's progress and a way to stop it. Try again after pages failed reads
 * just those (resumable-reading.ts). Fewer chosen partners than a finished reading placed are
 * taken from it.
 */
export function useMapReading(partners: PartnerSet, world: WorldMap): MapReading {
  const queryClient = useQueryClient()
  const { kind } = partners
  const ids = 'ids' in partners ? partners.ids : undefined
  const chosenKey = useMemo(() => ids && idsKey(ids), [ids])
  const which = 'params' in partners ? { ...partners.params, page: 1 } : { ids: chosenKey }
  const queryKey = [...partnerQueries.lists(), 'map', kind, which] as const
  const key = JSON.stringify(queryKey)
  const [live, setLive] = useState<Live>()
  const query = useQuery({
    queryKey,
    queryFn: ({ client, signal }) =>
      resumableReading(
        client,
        queryKey,
        async () => {
          const earlier = ids && pinsFromEarlierReading(client, queryKey, ids)
          if (earlier) return earlier
          const folder = mapPinsFolder(kind, world.project)
          const { placed } = folder
          const show = (done: number, total: number) =>
            setLive({ key, placed, count: placed.pins.length, unplaced: placed.unplaced, done, total })
          show(0, 1)
          return (await readEveryPartner(partners, { signal, onProgress: show, ...folder })) ?? NO_PINS
        },
        { signal },
      ),
    // Tens of thousands of pins: a new reading replaces the last, never compared with it.
    structuralSharing: false,
  })
  const ours = live?.key === key ? live : undefined
  const data = query.data
  const reading = !data && query.fetchStatus === 'fetching'
  return {
    pins: data?.pins ?? ours?.placed.pins ?? NO_PINS.pins,
    pinCount: data?.pins.length ?? ours?.count ?? 0,
    unplaced: data?.unplaced ?? ours?.unplaced ?? 0,
    complete: data !== undefined,
    progress: reading && ours ? { done: ours.done, total: ours.total } : undefined,
    // A cancelled query without data goes back to waiting, not fetching.
    stopped: !data && !query.isError && query.fetchStatus === 'idle' && ours !== undefined,
    error: query.error,
    cancel: () => void queryClient.cancelQueries({ queryKey, exact: true }),
    retry: () => {
      if (query.isError) readUnreadPagesNext(queryClient, queryKey)
      void query.refetch()
    },
  }
}
