import { isCountryCode } from '@/lib/countries'

/** The partners of a country: how many, and which (for "select these"). */
type CountryBar<T> = { code: string; count: number; partners: readonly T[] }

export type CountryChart<T> = {
  /** The largest countries, largest first (ties by code). */
  largest: CountryBar<T>[]
  /** Every other country, together: its count and its codes (for one link to all of them). */
  rest: { count: number; codes: string[]; partners: T[] }
  /** Partners whose country is blank or no ISO code: no list filter can find them by country. */
  unknown: number
  unknownPartners: T[]
}

/** How many countries the chart names before grouping the rest. */
const LARGEST_COUNTRIES = 8

/** Counts one partner into its country (codes as model/partner-ref's countryCode gives them). */
export function countCountry<T>(countries: Map<string, T[]>, code: string, partner: T): void {
  const partners = countries.get(code)
  if (partners) partners.push(partner)
  else countries.set(code, [partner])
}

/**
 * The country chart from the partners of each country: the `limit` largest countries by name,
 * the others grouped, and the partners no country filter can reach counted apart. Every partner
 * is in exactly one.
 */
export function countryChart<T>(
  countries: ReadonlyMap<string, readonly T[]>,
  limit = LARGEST_COUNTRIES,
): CountryChart<T> {
  const unknownPartners: T[] = []
  const known: CountryBar<T>[] = []
  for (const [code, partners] of countries) {
    if (isCountryCode(code)) known.push({ code, count: partners.length, partners })
    else for (const partner of partners) unknownPartners.push(partner)
  }
  known.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code))
  // A "rest" of a single country is that country: show it by name.
  const shown = known.length === limit + 1 ? known : known.slice(0, limit)
  const others = known.slice(shown.length)
  return {
    largest: shown,
    rest: {
      count: others.reduce((sum, { count }) => sum + count, 0),
      codes: others.map(({ code }) => code).sort(),
      partners: others.flatMap(({ partners }) => partners),
    },
    unknown: unknownPartners.length,
    unknownPartners,
  }
}
