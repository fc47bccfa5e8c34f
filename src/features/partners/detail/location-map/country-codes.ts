// The package has no "exports" map, so its data file may be imported directly; the table is
// ~10 kB raw and lands in the map's lazy chunk with the atlas, not in the page.
import codes from 'i18n-iso-countries/codes.json'

const numericByAlpha2 = new Map(codes.map(([alpha2, , numeric]) => [alpha2, numeric]))

/**
 * ISO 3166-1 alpha-2 ('FR') to the zero-padded numeric code ('250') that world-atlas uses as
 * each country's id; undefined for anything the standard does not list.
 */
export function numericCountryCode(alpha2: string | null | undefined): string | undefined {
  if (!alpha2) return undefined
  return numericByAlpha2.get(alpha2.trim().toUpperCase())
}
