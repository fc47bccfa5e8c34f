import { useCallback, useMemo } from 'react'

import type { PartnerListKind } from '@/config/routes'
import { changeLocationSearch, useLocationSearch } from '@/lib/use-location-search'

import {
  DEFAULT_LIST_STATE,
  parseListState,
  serializeListState,
  type ListFilterName,
  type ListState,
  type ListView,
  type PageSize,
} from '../model/list-state'

/**
 * A list's state, read from and written to its URL (the one source of truth): paging pushes a
 * history entry, typing in the search replaces the current one, and any change of what the
 * list holds (search, filter, page size) goes back to page 1.
 */
export function useListState(kind: PartnerListKind) {
  const search = useLocationSearch()
  const state = useMemo(() => parseListState(search, kind), [search, kind])

  const change = useCallback(
    (next: Partial<ListState>, { replace = false } = {}) => {
      // From the address itself, not from a render's copy: two quick changes must not undo each other.
      const current = parseListState(window.location.search, kind)
      changeLocationSearch(serializeListState({ ...current, ...next }), { replace })
    },
    [kind],
  )

  const actions = useMemo(
    () => ({
      /** The URL of a page of this list, for real links (middle-click opens it in a new tab). */
      pageHref: (page: number) => `${window.location.pathname}${serializeListState({ ...state, page })}`,
      /** Paging is a step the Back button should undo: a new history entry unless told to replace. */
      setPage: (page: number, { replace = false } = {}) => change({ page }, { replace }),
      setPageSize: (pageSize: PageSize) => change({ pageSize, page: 1 }),
      /** Table or map: a step Back undoes; the search and filters stay. */
      setView: (view: ListView) => change({ view }),
      setSearch: (q: string) => change({ q: q.trim(), page: 1 }, { replace: true }),
      setFilter: <F extends ListFilterName>(name: F, values: ListState[F]) =>
        change({ [name]: values, page: 1 }),
      /** Clears the search and every filter; the page size stays, a reading preference. */
      clear: () => {
        const { pageSize, view } = parseListState(window.location.search, kind)
        change({ ...DEFAULT_LIST_STATE, pageSize, view })
      },
    }),
    [change, kind, state],
  )

  return { state, ...actions }
}
