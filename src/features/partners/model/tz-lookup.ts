import type { Position } from './place'

type TzLookup = (latitude: number, longitude: number) => string

/**
 * The IANA zone tz-lookup finds at `position`, or undefined where it finds none. Open sea answers
 * Etc/GMT±N: a geocoding slip off the coast, better read from the country.
 */
export function zoneWith(tzLookup: TzLookup, { latitude, longitude }: Position): string | undefined {
  try {
    const zone = tzLookup(latitude, longitude)
    return zone.startsWith('Etc/') ? undefined : zone
  } catch {
    return undefined
  }
}

/** A question to the lookup worker (tz-lookup.worker.ts) and its answer, matched by id. */
export type ZoneQuestion = Position & { id: number }
export type ZoneAnswer = { id: number; zone: string | undefined }
