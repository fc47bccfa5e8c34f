import { safeHref } from '@/lib/safe-href'

/** A link target for a web address from data: http(s) only (mailto/tel are not web pages). */
export function webHref(value: string | null | undefined): string | undefined {
  const href = safeHref(value)
  return href && /^https?:\/\//i.test(href) ? href : undefined
}

/** How a web address reads: without the scheme and a lone trailing slash ("www.example.com/shop"). */
export function webLinkText(value: string): string {
  return value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '')
}
