import { queryOptions } from '@tanstack/react-query'

import { validPosition } from '../model/place'
import { partnerTimeZone } from '../model/time-zone'

type Place = { latitude?: number | null; longitude?: number | null; country?: string | null }

/**
 * A place's IANA time zone (model/time-zone), under keys of its own family. Keyed by what the
 * answer depends on: the valid position (or none) and the country, so partners in one place
 * share one lookup. Null when no zone can be told; a zone never changes, so it never goes stale.
 */
export const timeZoneQueries = {
  all: () => ['time-zone'] as const,
  of: ({ latitude, longitude, country }: Place) => {
    const position = validPosition({ latitude, longitude })
    const code = country?.trim().toUpperCase() || null
    return queryOptions({
      queryKey: [
        ...timeZoneQueries.all(),
        position?.latitude ?? null,
        position?.longitude ?? null,
        code,
      ] as const,
      queryFn: async () => (await partnerTimeZone({ ...position, country: code })) ?? null,
      staleTime: Infinity,
    })
  },
}
