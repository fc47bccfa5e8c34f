import type { BusinessPartnerWritable } from '@/entities/business-partner-writable'

import { webHref } from '../../model/web-href'
import { draftEdits } from '../../model/draft-edits'

/** The business-partner writable record: the website and two social accounts (`Facebook`, capitalised as the service spells it). */
export const WEB_LINK_FIELDS = ['url', 'Facebook', 'instagram'] as const
type WebLinkField = (typeof WEB_LINK_FIELDS)[number]

/** The form as typed: one address per field, '' when empty. */
export type WebLinksDraft = Record<WebLinkField, string>

export type WebLinkProblem = { field: WebLinkField; kind: 'notWeb' }

export function webLinksDraftOf(record?: BusinessPartnerWritable): WebLinksDraft {
  return { url: record?.url ?? '', Facebook: record?.Facebook ?? '', instagram: record?.instagram ?? '' }
}

/**
 * each address empty or an http(s) address, the same rule the view links by
 * (web-href.ts): javascript:, data:, mailto: or a bare name are refused.
 */
export function webLinkProblems(draft: WebLinksDraft): WebLinkProblem[] {
  return WEB_LINK_FIELDS.filter((field) => draft[field].trim() && !webHref(draft[field])).map((field) => ({
    field,
    kind: 'notWeb',
  }))
}

/** The value a field stores: the address trimmed, null when empty. */
const stored = (value: string) => value.trim() || null

/** The changed fields of an existing record, as stored. */
export function webLinkEdits(opened: WebLinksDraft, draft: WebLinksDraft): Partial<BusinessPartnerWritable> {
  return draftEdits(opened, draft, (_, value) => stored(value))
}

/** A new record's fields (created when the partner has none). */
export function newWebLinks(draft: WebLinksDraft, bpId: number) {
  return {
    bpId,
    url: stored(draft.url),
    Facebook: stored(draft.Facebook),
    instagram: stored(draft.instagram),
  }
}
