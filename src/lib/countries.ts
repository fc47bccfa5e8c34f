import { displayNames } from './intl/cached-formatters'

/**
 * The ISO 3166-1 alpha-2 country codes (249, as of 2024): what the country filter offers and
 * the form partner records carry (`country: 'TW'`). Names come from the browser
 * (Intl.DisplayNames) in the page's language, so no name table ships with the app.
 */
export const COUNTRY_CODES: readonly string[] = /* @__PURE__ */ (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL ' +
  'BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV ' +
  'CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD ' +
  'GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM ' +
  'IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK ' +
  'LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW ' +
  'MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR ' +
  'PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ' +
  'ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY ' +
  'UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW '
)
  .trim()
  .split(' ')

// Built on first use: list-state's module (and so every page's first script) checks a country
// only when an address carries one.
let known: Set<string> | undefined

export function isCountryCode(value: string): boolean {
  known ??= new Set(COUNTRY_CODES)
  return known.has(value)
}

/**
 * A country's name in `language` ("Taiwan", "臺灣"); a value that is not a known code (an
 * independent service may send a name) is shown as it is.
 */
export function countryName(value: string, language: string): string {
  const code = value.trim().toUpperCase()
  if (!isCountryCode(code)) return value
  return displayNames(language, { type: 'region', fallback: 'code' }).of(code) ?? code
}
