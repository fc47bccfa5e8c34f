import { detailKindOfPath, listKindOfPath, type PartnerListKind } from '@/config/routes'
import type { AwaitedPartner } from '@/features/partners/model/first-values'
import { parseIdParam } from '@/features/partners/model/parse-id'

/**
 * What a page shows first, read from its address once, for the two places that start it
 * early: the script in the document (start-first-data.ts, plain fetch) and the app while it
 * navigates (route-preload.ts, through the query cache).
 */
export type PageFirstData =
  /** A list screen: the page of partners its query string asks for (list-state.ts reads it). */
  | { page: 'list'; kind: PartnerListKind; search: string }
  /** A detail page: the partner (its sections' records follow once its summary has painted). */
  | ({ page: 'detail' } & AwaitedPartner)

export function pageFirstData({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): PageFirstData | undefined {
  const kind = listKindOfPath(pathname)
  if (kind) return { page: 'list', kind, search }
  const type = detailKindOfPath(pathname)
  const id = parseIdParam(search)
  return type && id !== undefined ? { page: 'detail', id, kind: type } : undefined
}
