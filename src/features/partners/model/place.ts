import { countryName } from '@/lib/countries'

/** A point on Earth in degrees, named so no caller has to remember a pair's order. */
export type Position = { latitude: number; longitude: number }

type Located = { latitude?: number | null; longitude?: number | null }

/**
 * The one coordinate check: a record's position when both values are finite
 * numbers with latitude in [-90, 90] and longitude in [-180, 180]. Exactly 0,0 is no position:
 * it is what a blank form leaves, a spot in the Gulf of Guinea where no shop stands, and reading
 * it as real would put a time zone and a map marker in the sea.
 */
export function validPosition({ latitude, longitude }: Located): Position | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined
  if (latitude === 0 && longitude === 0) return undefined
  return { latitude, longitude }
}

type Postal = {
  street?: string | null
  zipcode?: string | null
  city?: string | null
  district?: string | null
  stateProvince?: string | null
  country?: string | null
}

/**
 * A postal address as the lines people write it: street,
 * zip and city, district, state, and the country named in `language`; blank parts are left out.
 */
export function addressLines(place: Postal, language: string): string[] {
  return [
    place.street,
    [place.zipcode, place.city].filter((part) => part?.trim()).join(' '),
    place.district,
    place.stateProvince,
    place.country?.trim() ? countryName(place.country, language) : undefined,
  ].filter((line): line is string => Boolean(line?.trim()))
}
