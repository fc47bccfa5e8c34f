/**
 * Intl formatters built once per language and options, then reused. Building one costs a lookup
 * of ICU data (tens to hundreds of microseconds); the week table alone used to build about 49 on
 * every render.
 */

const cache = new Map<string, unknown>()

function cached<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`
  let formatter = cache.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = build()
    cache.set(key, formatter)
  }
  return formatter
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options))
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options))
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('names', locale, options, () => new Intl.DisplayNames([locale], options))
}
