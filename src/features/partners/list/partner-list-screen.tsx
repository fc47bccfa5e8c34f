import { Suspense, useEffect, useRef } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { PARTNER_LIST_ROUTES, type PartnerListKind } from '@/config/routes'
import { useMayChange } from '@/lib/auth/role'
import { QueryError, RefreshFailed } from '@/lib/data-service/query-error'

import { toListParams, type ListView } from '../model/list-state'

import { ListFooter } from './list-footer'
import { ListEmptyState, ListHeader } from './list-header'
import { PartnerFilters } from './partner-filters'
import { PartnerTable } from './partner-table'
import { pageCheck, selectionScope } from './selection/selection-rules'
import { useListSelection, useScopedSelection } from './selection/selection-store'
import { useFilterOptions } from './use-filter-options'
import { useListState } from './use-list-state'
import { usePartnerList } from './use-partner-list'
import * as styles from './partner-list.module.css'
import * as screen from '@/components/ui/screen.module.css'

// The map, its atlas and d3 load when the map is asked for, never with the list.
const PartnerMap = lazyNamed(() => import('./map/partner-map'), 'PartnerMap')

// What is chosen, and what to do with it: only once a partner is chosen.
const SelectionBar = lazyNamed(() => import('./selection/selection-bar'), 'SelectionBar')

type PartnerListScreenProps = { kind: PartnerListKind }

/** What the list's body shows. */
type Body = 'map' | 'error' | 'empty' | 'table'

/**
 * The map when asked for; else the failure, unless it failed to refresh rows already shown (they
 * stay, RefreshFailed says why); else "nothing matches" for an answer with no rows (not for rows
 * still on screen from the last search, nor for a page past the end, which moves to the last
 * one); else the table.
 */
function bodyOf(view: ListView, query: ReturnType<typeof usePartnerList>, askedPage: number): Body {
  if (view === 'map') return 'map'
  const page = query.data
  if (query.isError && !page) return 'error'
  const nothing =
    page &&
    page.list.length === 0 &&
    page.unreadableRecords === 0 &&
    !query.isPlaceholderData &&
    askedPage <= Math.max(page.pageCount, 1)
  return nothing ? 'empty' : 'table'
}

/**
 * A list of business partners: all of them or one type, searched, filtered and paged
 * through the URL, in the service's order (it defines none, so the page is never re-sorted here).
 */
export function PartnerListScreen({ kind }: PartnerListScreenProps) {
  const { t } = useTranslation()
  const list = useListState(kind)
  const { state, setPage } = list
  const query = usePartnerList(kind, state)
  const page = query.data
  const filterOptions = useFilterOptions(kind, state)
  const { options } = filterOptions
  const tableRef = useRef<HTMLDivElement>(null)
  const pageBoxRef = useRef<HTMLElement>(null)
  const scope = selectionScope(kind, state)
  const chosen = useScopedSelection(kind, scope)
  const mayChange = useMayChange()
  // Read unscoped: while a change of search or filters is recorded, the bar stays to say so.
  const selecting =
    useListSelection((selection) => selection.targets.size > 0 || selection.cleared) && mayChange
  const title = t(PARTNER_LIST_ROUTES[kind].titleKey)

  // A page past the end (a deep link into a list that has shrunk) moves to the last page.
  const lastPage = page && !query.isPlaceholderData && page.total > 0 ? page.pageCount : undefined
  useEffect(() => {
    if (lastPage !== undefined && state.page > lastPage) setPage(lastPage, { replace: true })
  }, [lastPage, state.page, setPage])

  function goToPage(next: number) {
    setPage(next)
    // The pager sits below the table: bring the new rows' top into view, not the page's.
    const top = tableRef.current?.getBoundingClientRect().top
    if (top !== undefined && top < 0) tableRef.current?.scrollIntoView({ block: 'start' })
  }

  // Clear takes the bar away: focus goes where choosing starts again, the page's box or the map.
  const focusChoosing = () =>
    pageBoxRef.current?.querySelector<HTMLElement>('thead input, svg[tabindex="0"]')?.focus()

  const body = {
    map: () => (
      <Suspense fallback={<p className={styles.range}>{t('map.loading')}</p>}>
        <PartnerMap
          partners={{ kind, params: toListParams(state) }}
          scope={scope}
          label={t('map.label', { what: title })}
        />
      </Suspense>
    ),
    error: () => <QueryError error={query.error} onRetry={() => void query.refetch()} />,
    empty: () => (
      <Suspense fallback={null}>
        <ListEmptyState kind={kind} state={state} options={options} onClear={list.clear} />
      </Suspense>
    ),
    table: () => (
      <div ref={tableRef} className={styles.results}>
        <RefreshFailed query={query} />
        <PartnerTable
          kind={kind}
          rows={page?.list ?? []}
          caption={t('list.caption', {
            what: title,
            page: state.page,
            pageCount: Math.max(page?.pageCount ?? 1, 1),
          })}
          loading={query.isFetching}
          scope={scope}
          chosen={chosen}
        />
      </div>
    ),
  }
  const shown = bodyOf(state.view, query, state.page)

  return (
    <section ref={pageBoxRef} aria-labelledby="page-title" className={screen.screen}>
      <ListHeader
        kind={kind}
        state={state}
        total={page?.total}
        loading={query.isPending}
        onViewChange={list.setView}
      />

      <PartnerFilters
        kind={kind}
        list={list}
        options={options}
        status={filterOptions.status}
        onPrepare={filterOptions.prepare}
        noMatches={Boolean(state.q) && page?.total === 0 && !query.isPlaceholderData}
      />

      {body[shown]()}

      {selecting ? (
        <Suspense fallback={null}>
          <SelectionBar
            kind={kind}
            state={state}
            scope={scope}
            total={page?.total}
            pageChosen={state.view === 'map' || (!!page && pageCheck(page.list, chosen) === 'all')}
            onCleared={focusChoosing}
          />
        </Suspense>
      ) : null}

      {shown === 'table' && page && page.total > 0 ? (
        <ListFooter
          page={page}
          current={state.page}
          pageSize={state.pageSize}
          onPageSizeChange={list.setPageSize}
          onPageChange={goToPage}
          pageHref={list.pageHref}
        />
      ) : null}
    </section>
  )
}
