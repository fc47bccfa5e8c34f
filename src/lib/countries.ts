import { displayNames } from './intl/cached-formatters'

/**
 * The ISO 3166-1 alpha-2 country codes (249, as of 2024): what the country filter offers and
 * the form partner records carry (`country: 'TW'`). Names come from the browser
 * (Intl.DisplayNames) in the page's language, so no name table ships with the app.
 * Written by first letter, then the second letters of the codes it begins ('T CDFG…' is TC, TD,
 * TF, TG…): every page's first script checks a list address's countries against them, and this
 * form is half the bytes of the codes written out (countries.test.ts has them written out).
 */
const BY_FIRST_LETTER = [
  'A DEFGILMOQRSTUWXZ',
  'B ABDEFGHIJLMNOQRSTVWYZ',
  'C ACDFGHIKLMNORUVWXYZ',
  'D EJKMOZ',
  'E CEGHRST',
  'F IJKMOR',
  'G ABDEFGHILMNPQRSTUWY',
  'H KMNRTU',
  'I DELMNOQRST',
  'J EMOP',
  'K EGHIMNPRWYZ',
  'L ABCIKRSTUVY',
  'M ACDEFGHKLMNOPQRSTUVWXYZ',
  'N ACEFGILOPRUZ',
  'O M',
  'P AEFGHKLMNRSTWY',
  'Q A',
  'R EOSUW',
  'S ABCDEGHIJKLMNORSTVXYZ',
  'T CDFGHJKLMNORTVWZ',
  'U AGMSYZ',
  'V ACEGINU',
  'W FS',
  'Y ET',
  'Z AMW',
]

export const COUNTRY_CODES: readonly string[] = /* @__PURE__ */ BY_FIRST_LETTER.flatMap((group) =>
  [...group.slice(2)].map((second) => `${group[0]}${second}`),
)

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
