import type { PartnerListKind } from '@/config/routes'
import type { BpType, PartnerStatus } from '@/entities/business-partner'
import { BP_TYPES, PARTNER_STATUSES } from '@/entities/partner-kinds'
import { isCountryCode } from '@/lib/countries'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, type ListParams } from '@/lib/data-service/list-params'

import { parseId } from './parse-id'

/**
 * A list screen's whole state lives in its URL (so it can be shared, bookmarked and reloaded),
 * under exactly these names: `page`, `pageSize`, `q`, `status`, `country`, `type`, `parent`,
 * `view`; lists comma-separated. This module is the one rule for reading and writing them: pure, so
 * a deep link, a reload and back/forward all come back to the same state.
 */

// Page size 25 by default; 50 and 100 for longer reads.
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]

/** Code points; longer than any name or e-mail address, and keeps a pasted novel out of the request. */
export const MAX_SEARCH_LENGTH = 200
/** A page number past any list the service could hold; `page=1e30` is garbage, not a page. */
const MAX_PAGE = 999_999

/** The list as its table (the default) or as every matching partner on a map. */
export const LIST_VIEWS = ['table', 'map'] as const
export type ListView = (typeof LIST_VIEWS)[number]

export type ListState = {
  page: number
  pageSize: PageSize
  q: string
  status: PartnerStatus[]
  country: string[]
  /** The all view only. */
  type: BpType[]
  /** Dealers (their distributor) and stores (their dealer) only: parent ids. */
  parent: number[]
  view: ListView
}

export type ListFilterName = 'status' | 'country' | 'type' | 'parent'

export const DEFAULT_LIST_STATE: ListState = {
  page: DEFAULT_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  q: '',
  status: [],
  country: [],
  type: [],
  parent: [],
  view: 'table',
}

/** Which filters a list offers: the type on the all view, the parent under a parent type. */
export function filtersOf(kind: PartnerListKind): ListFilterName[] {
  if (kind === 'all') return ['status', 'country', 'type']
  if (kind === 'distributor') return ['status', 'country']
  return ['status', 'country', 'parent']
}

/**
 * A comma list whose unknown items are dropped one by one (`status=active,bogus` keeps active),
 * without repeats, in one canonical order so that equal filters make equal URLs and cache keys.
 */
function commaList<T extends string | number>(
  raw: string | null,
  parseItem: (item: string) => T | undefined,
  order: (a: T, b: T) => number,
): T[] {
  if (raw === null) return []
  const items = raw.split(',').flatMap((item) => {
    const parsed = parseItem(item.trim())
    return parsed === undefined ? [] : [parsed]
  })
  return [...new Set(items)].sort(order)
}

const inOrderOf =
  <T>(values: readonly T[]) =>
  (a: T, b: T) =>
    values.indexOf(a) - values.indexOf(b)

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (item: string): T | undefined =>
    (values as readonly string[]).includes(item) ? (item as T) : undefined

/** Plain digits, trimmed (' 2 ' is page 2), from 1 to MAX_PAGE. */
function readPage(raw: string | null): number {
  const digits = raw?.trim()
  if (!digits || !/^\d{1,6}$/.test(digits)) return DEFAULT_PAGE
  const page = Number(digits)
  return page >= 1 && page <= MAX_PAGE ? page : DEFAULT_PAGE
}

function readPageSize(raw: string | null): PageSize {
  const size = Number(raw?.trim() ?? '')
  return (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE
}

/** Trimmed, and cut by code points, never inside a surrogate pair (a lone half cannot be URL-encoded). */
function readSearch(raw: string | null): string {
  return raw === null ? '' : Array.from(raw.trim()).slice(0, MAX_SEARCH_LENGTH).join('').trim()
}

const readCountry = (item: string) => (isCountryCode(item.toUpperCase()) ? item.toUpperCase() : undefined)

/**
 * Reads a list's state from its query string; anything invalid falls back to its default, silently.
 * Plain code, no schema library: every page's first script (app/first-data) reads a list's
 * address with it, so that a bookmarked page or filter leaves as early as the first page does.
 */
export function parseListState(search: string, kind: PartnerListKind): ListState {
  const params = new URLSearchParams(search)
  const offered = filtersOf(kind)
  return {
    page: readPage(params.get('page')),
    pageSize: readPageSize(params.get('pageSize')),
    q: readSearch(params.get('q')),
    status: commaList(params.get('status'), oneOf(PARTNER_STATUSES), inOrderOf(PARTNER_STATUSES)),
    country: commaList(params.get('country'), readCountry, (a, b) => a.localeCompare(b)),
    type: offered.includes('type') ? commaList(params.get('type'), oneOf(BP_TYPES), inOrderOf(BP_TYPES)) : [],
    parent: offered.includes('parent') ? commaList(params.get('parent'), parseId, (a, b) => a - b) : [],
    view: params.get('view') === 'map' ? 'map' : 'table',
  }
}

/**
 * Writes a state as a query string ('' for the defaults): only what differs from the defaults,
 * in a fixed order, list items joined by plain commas (`?status=active,closing`).
 */
export function serializeListState(state: ListState): string {
  const parts: string[] = []
  const put = (name: string, value: string) => parts.push(`${name}=${encodeURIComponent(value)}`)
  if (state.q) put('q', state.q)
  for (const name of ['status', 'country', 'type', 'parent'] as const) {
    const items = state[name]
    if (items.length > 0) parts.push(`${name}=${items.map((item) => encodeURIComponent(item)).join(',')}`)
  }
  if (state.page !== DEFAULT_LIST_STATE.page) put('page', String(state.page))
  if (state.pageSize !== DEFAULT_LIST_STATE.pageSize) put('pageSize', String(state.pageSize))
  if (state.view !== DEFAULT_LIST_STATE.view) put('view', state.view)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/** Whether the user narrowed the list (search or any filter), as opposed to just paging it. */
export function isNarrowed(state: ListState): boolean {
  return (
    Boolean(state.q) || (['status', 'country', 'type', 'parent'] as const).some((name) => state[name].length)
  )
}

/** The data-service request of a state (docs/data-service-api.md): filters named after the fields. */
export function toListParams(state: ListState): ListParams {
  const filters: Record<string, string[]> = {}
  if (state.status.length) filters.status = state.status
  if (state.country.length) filters.country = state.country
  if (state.type.length) filters.bpType = state.type
  if (state.parent.length) filters.parentId = state.parent.map(String)
  return { page: state.page, pageSize: state.pageSize, search: state.q, filters }
}
