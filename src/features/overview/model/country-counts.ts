import { isCountryCode } from '@/lib/countries'

/** The partners of a country, by id: how many, and which (for "select these"). */
type CountryBar = { code: string; count: number; ids: readonly number[] }

export type CountryChart = {
  /** The largest countries, largest first (ties by code). */
  largest: CountryBar[]
  /** Every other country, together: its count and its codes (for one link to all of them). */
  rest: { count: number; codes: string[]; ids: number[] }
  /** Partners whose country is blank or no ISO code: no list filter can find them by country. */
  unknown: number
  unknownIds: number[]
}

/** How many countries the chart names before grouping the rest. */
const LARGEST_COUNTRIES = 8

/** Counts one partner into its country (codes as model/partner-ref's countryCode gives them). */
export function countCountry(countries: Map<string, number[]>, code: string, id: number): void {
  const ids = countries.get(code)
  if (ids) ids.push(id)
  else countries.set(code, [id])
}

/**
 * The country chart from the partners of each country: the `limit` largest countries by name,
 * the others grouped, and the partners no country filter can reach counted apart. Every partner
 * is in exactly one.
 */
export function countryChart(
  countries: ReadonlyMap<string, readonly number[]>,
  limit = LARGEST_COUNTRIES,
): CountryChart {
  const unknownIds: number[] = []
  const known: CountryBar[] = []
  for (const [code, ids] of countries) {
    if (isCountryCode(code)) known.push({ code, count: ids.length, ids })
    else unknownIds.push(...ids)
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
      ids: others.flatMap(({ ids }) => ids),
    },
    unknown: unknownIds.length,
    unknownIds,
  }
}
