import type { ReactNode } from 'react'

import { mailtoHref } from '@/lib/safe-href'

/**
 * An e-mail address from data: a mailto link when it looks like an address, else plain text;
 * undefined when blank, so a DescriptionItem shows "Not given".
 */
export function emailValue(email: string | null | undefined): ReactNode {
  if (!email?.trim()) return undefined
  const href = mailtoHref(email)
  return href ? <a href={href}>{email}</a> : email
}
