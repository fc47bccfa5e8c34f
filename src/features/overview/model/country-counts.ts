import { isCountryCode } from '@/lib/countries'

/** How many partners a country has. */
type CountryCount = { code: string; count: number }

export type CountryChart = {
  /** The largest countries, largest first (ties by code). */
  largest: CountryCount[]
  /** Every other country, together: its count and its codes (for one link to all of them). */
  rest: { count: number; codes: string[] }
  /** Partners whose country is blank or no ISO code: no list filter can find them by country. */
  unknown: number
}

/** How many countries the chart names before grouping the rest. */
const LARGEST_COUNTRIES = 8

/** Counts one partner's country into `counts` (codes as model/partner-ref's countryCode gives them). */
export function countCountry(counts: Map<string, number>, code: string): void {
  counts.set(code, (counts.get(code) ?? 0) + 1)
}

/**
 * The country chart from the counts: the `limit` largest countries by name, the others grouped,
 * and the partners no country filter can reach counted apart. Every partner is in exactly one.
 */
export function countryChart(counts: ReadonlyMap<string, number>, limit = LARGEST_COUNTRIES): CountryChart {
  let unknown = 0
  const known: CountryCount[] = []
  for (const [code, count] of counts) {
    if (isCountryCode(code)) known.push({ code, count })
    else unknown += count
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
    },
    unknown,
  }
}
