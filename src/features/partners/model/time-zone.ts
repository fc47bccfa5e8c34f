import { dateTimeFormat } from '@/lib/intl/cached-formatters'

import { validPosition, type Position } from './place'

type Place = {
  latitude?: number | null
  longitude?: number | null
  /** ISO 3166-1 alpha-2, as partners carry it. */
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
  // thread was blocked longer, not less (docs/decisions/016).
  const { default: tzLookup } = await import('@photostructure/tz-lookup')
  try {
    const zone = tzLookup(latitude, longitude)
    // Open sea answers Etc/GMT±N: a geocoding slip off the coast, better read from the country.
    return zone.startsWith('Etc/') ? undefined : zone
  } catch {
    return undefined
  }
}

async function countryZone(code: string): Promise<string | undefined> {
  if (MAIN_ZONES[code]) return MAIN_ZONES[code]
  const { getCountry } = await import('countries-and-timezones')
  return getCountry(code)?.timezones[0]
}

/**
 * Zones that ICU, and so Intl, still names by an old spelling: the IANA database, tz-lookup and
 * the people who live there use the new one (Kolkata, not Calcutta).
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
}

type RegionLocale = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] }

/**
 * The zone of a country that has only one, as this browser's Intl lists a country's zones (CLDR:
 * `und-NL` has Europe/Amsterdam only, `und-US` has 29), by its current name. Undefined for a
 * country of several zones, and where Intl cannot say (a browser without
 * `Intl.Locale#getTimeZones`, or a code that is no region).
 */
function onlyZoneOf(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined
  let zones: readonly string[] | undefined
  try {
    const region = new Intl.Locale(`und-${code}`) as RegionLocale
    zones = region.getTimeZones?.() ?? region.timeZones
  } catch {
    return undefined
  }
  const only = zones?.length === 1 ? zones[0] : undefined
  return only && [CURRENT_NAMES[only], only].find(isUsableTimeZone)
}

/**
 * The partner's time zone, or undefined. A country with a single zone settles it, without the
 * ~70 kB zone map (most countries have one zone, Taiwan among them); within a
 * country of several zones, or where Intl cannot list them, the coordinates decide, else the
 * country's main zone. Only zones Intl can format in are handed out.
 */
export async function partnerTimeZone({ latitude, longitude, country }: Place): Promise<string | undefined> {
  const code = country?.trim().toUpperCase()
  const only = code ? onlyZoneOf(code) : undefined
  if (only) return only
  const position = validPosition({ latitude, longitude })
  const fromPosition = position ? await zoneAt(position) : undefined
  if (isUsableTimeZone(fromPosition)) return fromPosition
  const fromCountry = code ? await countryZone(code) : undefined
  return isUsableTimeZone(fromCountry) ? fromCountry : undefined
}
