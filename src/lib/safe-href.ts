const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * A link target taken from partner data, or undefined when it is not safe to link: only http,
 * https, mailto and tel survive (no javascript:, data:, vbscript:, relative tricks).
 */
export function safeHref(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  try {
    const url = new URL(trimmed)
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Characters an address from data may not hold to become a link: besides what no address holds,
 * `?`, `&`, `=` and `#` would turn the rest into mailto headers or a fragment
 * (`a@b.com?bcc=x%40evil.com` pre-fills a hidden copy).
 */
const NOT_IN_ADDRESS = '[^\\s@<>()[\\]\\\\,;:"?&=#]+'
const ADDRESS = new RegExp(`^${NOT_IN_ADDRESS}@${NOT_IN_ADDRESS}\\.${NOT_IN_ADDRESS}$`)

/**
 * Whether an email address looks like one, exactly when mailtoHref links it: a mailto: URL of such
 * an address always parses, so a rule that only asks (a form, the overview over 100,000 records)
 * need not build the URL.
 */
export function isEmailAddress(email: string | null | undefined): boolean {
  return ADDRESS.test(email?.trim() ?? '')
}

/** mailto: for an email address that looks like one, else undefined (shown as text only). */
export function mailtoHref(email: string | null | undefined): string | undefined {
  return isEmailAddress(email) ? safeHref(`mailto:${email?.trim()}`) : undefined
}

/** tel: for a phone number made of digits and the usual separators, else undefined. */
export function telHref(phone: string | null | undefined): string | undefined {
  const trimmed = phone?.trim() ?? ''
  if (!/^\+?[\d\s().-]{3,}$/.test(trimmed) || !/\d/.test(trimmed)) return undefined
  return safeHref(`tel:${trimmed.replace(/[^\d+]/g, '')}`)
}
