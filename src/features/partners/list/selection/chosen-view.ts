import { PARTNER_LIST_ROUTES } from '@/config/routes'

import type { BulkTarget } from '../../bulk/run/bulk-change'
import { DEFAULT_LIST_STATE, serializeListState, type ListState } from '../../model/list-state'

import type { ListSelection } from './selection-rules'

/**
 * The chosen view: the All list's address with `chosen=1` shows only the partners chosen, those
 * in the selection store (so it lasts as long as the selection: this tab, this session). The
 * search and filters of the list do not apply in it; its own page, page size and view (table or
 * map) do.
 */
const CHOSEN_PARAM = 'chosen'

/** Whether a list address (its query string) asks for the chosen view. */
export const isChosenView = (search: string) => new URLSearchParams(search).get(CHOSEN_PARAM) === '1'

/** The chosen view's query string at `page`, `pageSize` and `view` (defaults left out, as the lists do). */
export function chosenSearch({
  page,
  pageSize,
  view = DEFAULT_LIST_STATE.view,
}: Pick<ListState, 'page' | 'pageSize'> & Partial<Pick<ListState, 'view'>>): string {
  const rest = serializeListState({ ...DEFAULT_LIST_STATE, page, pageSize, view })
  return `?${CHOSEN_PARAM}=1${rest.replace('?', '&')}`
}

/** The chosen view's address (a site path without the language). */
export const CHOSEN_PATH = `${PARTNER_LIST_ROUTES.all.path}${chosenSearch(DEFAULT_LIST_STATE)}`

/** The chosen partners' ids in the service's order (by id), as the chosen view lists them. */
export const chosenIds = (targets: ReadonlyMap<number, BulkTarget>) =>
  [...targets.keys()].sort((a, b) => a - b)

/** A page of the chosen view, of the chosen ids (chosenIds): each page asks for its own. */
export function chosenPage(ids: readonly number[], page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(ids.length / pageSize))
  return { ids: ids.slice((page - 1) * pageSize, page * pageSize), pageCount, total: ids.length }
}

/**
 * The list a selection was made on, with its search and filters (a site path without the
 * language): where leaving the chosen view goes, the selection kept since its scope is that list's.
 */
export function selectionListPath({ kind, scope }: Pick<ListSelection, 'kind' | 'scope'>): string {
  if (!kind || !scope?.startsWith(kind)) return PARTNER_LIST_ROUTES.all.path
  return `${PARTNER_LIST_ROUTES[kind].path}${scope.slice(kind.length)}`
}
