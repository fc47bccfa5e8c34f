import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { COUNTRY_CODES } from '@/lib/countries'

import { countCountry, countryChart } from './country-counts'

/** Partner i in country codes[i]. */
const countsOf = (codes: string[]) => {
  const counts = new Map<string, number[]>()
  codes.forEach((code, id) => countCountry(counts, code, id))
  return counts
}

describe('countryChart', () => {
  test('names the largest countries, largest first, and groups the rest with their codes', () => {
    const chart = countryChart(countsOf(['TW', 'TW', 'TW', 'DE', 'DE', 'FR', 'NL', 'US', '', 'Taiwan']), 2)
    expect(chart.largest).toEqual([
      { code: 'TW', count: 3, partners: [0, 1, 2] },
      { code: 'DE', count: 2, partners: [3, 4] },
    ])
    expect(chart.rest).toEqual({ count: 3, codes: ['FR', 'NL', 'US'], partners: [5, 6, 7] })
    expect(chart.unknown).toBe(2)
    expect(chart.unknownPartners).toEqual([8, 9])
  })

  test('a rest of one country is that country by name', () => {
    const chart = countryChart(countsOf(['TW', 'DE', 'FR']), 2)
    expect(chart.largest.map(({ code }) => code)).toEqual(['DE', 'FR', 'TW'])
    expect(chart.rest).toEqual({ count: 0, codes: [], partners: [] })
  })

  test('every partner is counted once, its id with it: in a named country, the rest, or without one', () => {
    const code = fc.oneof(
      fc.constantFrom(...COUNTRY_CODES.slice(0, 30)),
      fc.constantFrom('', 'XX', 'Germany'),
    )
    fc.assert(
      fc.property(fc.array(code, { maxLength: 200 }), fc.integer({ min: 1, max: 12 }), (codes, limit) => {
        const chart = countryChart(countsOf(codes), limit)
        const named = chart.largest.reduce((sum, { count }) => sum + count, 0)
        expect(named + chart.rest.count + chart.unknown).toBe(codes.length)
        const ids = [
          ...chart.largest.flatMap((bar) => bar.partners),
          ...chart.rest.partners,
          ...chart.unknownPartners,
        ]
        expect(ids.sort((a, b) => a - b)).toEqual(codes.map((_code, id) => id))
        for (const bar of chart.largest) expect(bar.partners).toHaveLength(bar.count)
        expect(chart.largest.length).toBeLessThanOrEqual(limit + 1)
        const sizes = chart.largest.map(({ count }) => count)
        expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
        for (const { count } of chart.largest)
          for (const other of chart.rest.codes)
            expect(countsOf(codes).get(other)?.length).toBeLessThanOrEqual(count)
      }),
    )
  })
})
