import { displayNames } from '@/lib/intl/cached-formatters'

// fallback 'none': an unknown code gives undefined, so the caller shows the code alone.
const names = (language: string, type: 'currency' | 'language') =>
  displayNames(language, { type, fallback: 'none' })

/** "Euro", "歐元" for 'EUR'; undefined when the value is not an ISO 4217 code the browser knows. */
export function currencyName(code: string, language: string): string | undefined {
  const value = code.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(value)) return undefined
  return names(language, 'currency').of(value)
}

/** "Canadian French", "加拿大法文" for 'fr-CA'; undefined when it is not a language tag. */
export function languageName(tag: string, language: string): string | undefined {
  try {
    const name = names(language, 'language').of(tag.trim())
    return name && name !== tag.trim() ? name : undefined
  } catch {
    return undefined
  }
}
