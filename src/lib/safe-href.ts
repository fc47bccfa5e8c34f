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

/** mailto: for an email address that looks like one, else undefined (shown as text only). */
export function mailtoHref(email: string | null | undefined): string | undefined {
  const trimmed = email?.trim() ?? ''
  return ADDRESS.test(trimmed) ? safeHref(`mailto:${trimmed}`) : undefined
}

/** tel: for a phone number made of digits and the usual separators, else undefined. */
export function telHref(phone: string | null | undefined): string | undefined {
  const trimmed = phone?.trim() ?? ''
  if (!/^\+?[\d\s().-]{3,}$/.test(trimmed) || !/\d/.test(trimmed)) return undefined
  return safeHref(`tel:${trimmed.replace(/[^\d+]/g, '')}`)
}
