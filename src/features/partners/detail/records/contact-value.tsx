import type { ReactNode } from 'react'

import { mailtoHref, telHref } from '@/lib/safe-href'

/**
 * A contact value from data: a link when `href` made one of it, else plain text; undefined when
 * blank, so a DescriptionItem shows "Not given".
 */
function linkedValue(
  value: string | null | undefined,
  href: (value: string) => string | undefined,
): ReactNode {
  if (!value?.trim()) return undefined
  const target = href(value)
  return target ? <a href={target}>{value}</a> : value
}

/** An e-mail address: a mailto link when it looks like an address. */
export const emailValue = (email: string | null | undefined) => linkedValue(email, mailtoHref)

/** A phone number: a tel link when it is made of digits and the usual separators. */
export const phoneValue = (phone: string | null | undefined) => linkedValue(phone, telHref)
