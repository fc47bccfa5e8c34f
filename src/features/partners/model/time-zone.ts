import { dateTimeFormat } from '@/lib/intl/cached-formatters'

import { validPosition, type Position } from './place'

type Place = {
  latitude?: number | null
  longitude?: number | null
  /** ISO 3166-1 alpha-2, as partners carry it (spec §3). */
  country?: string | null
}

/**
 * The zone where most people of a country live, where countries-and-timezones lists the zones
 * alphabetically and the first is a small one (US -> America/Adak, ES -> Africa/Ceuta).
 */
const MAIN_ZONES: Readonly<Record<string, string>> = {
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CL: 'America/Santiago',
  CY: 'Asia/Nicosia',
  ES: 'Europe/Madrid',
  GL: 'America/Nuuk',
  KI: 'Pacific/Tarawa',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
  VN: 'Asia/Ho_Chi_Minh',
}

/** A zone this browser's Intl knows, so formatting in it cannot throw. */
export function isUsableTimeZone(timeZone: string | undefined): timeZone is string {
  if (!timeZone) return false
  try {
    dateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

async function zoneAt({ latitude, longitude }: Position): Promise<string | undefined> {
  // Loaded on demand: the zone map (~70 kB) only reaches pages that show opening hours. Not in a
  // worker: on two cores the worker competed with the sections' render, and the page's main
  // thread was blocked longer, not less (a0b346d and b26430d, both reverted with their figures).
  const { default: tzLookup } = await import('@photostructure/tz-lookup')
  try {
    const zone = tzLookup(latitude, longitude)
    // Open sea answers Etc/GMT±N: a geocoding slip off the coast, better read from the country.
    return zone.startsWith('Etc/') ? undefined : zone
  } catch {
    return undefined
  }
}

async function countryZone(country: string): Promise<string | undefined> {
  const code = country.trim().toUpperCase()
  if (MAIN_ZONES[code]) return MAIN_ZONES[code]
  const { getCountry } = await import('countries-and-timezones')
  return getCountry(code)?.timezones[0]
}

/**
 * The partner's time zone: from its coordinates, else its country's main zone, else undefined.
 * Only zones Intl can format in are handed out.
 */
export async function partnerTimeZone({ latitude, longitude, country }: Place): Promise<string | undefined> {
  const position = validPosition({ latitude, longitude })
  const fromPosition = position ? await zoneAt(position) : undefined
  if (isUsableTimeZone(fromPosition)) return fromPosition
  const fromCountry = country ? await countryZone(country) : undefined
  return isUsableTimeZone(fromCountry) ? fromCountry : undefined
}
