import type { Position } from './place'

/** @photostructure/tz-lookup's one function: the IANA zone at a position, or a throw. */
export type TzLookup = (latitude: number, longitude: number) => string

/**
 * The zone at a position by the zone map, or undefined: open sea answers Etc/GMT±N, which for a
 * partner is a geocoding slip off the coast, better read from its country.
 */
export function zoneOnMap(tzLookup: TzLookup, { latitude, longitude }: Position): string | undefined {
  try {
    const zone = tzLookup(latitude, longitude)
    return zone.startsWith('Etc/') ? undefined : zone
  } catch {
    return undefined
  }
}

/** What the page asks the zone worker (zone-lookup.worker.ts), and what it answers. */
export type ZoneQuestion = { id: number } & Position
export type ZoneAnswer = { id: number; zone: string | undefined }
