import { Suspense, useEffect, useRef } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { LocalizedLink } from '@/components/ui/localized-link'
import { Pagination } from '@/components/ui/pagination'
import { OVERVIEW_PATH, PARTNER_LIST_ROUTES, type PartnerListKind } from '@/config/routes'
import { useMayChange, useRoomForChanges } from '@/lib/auth/role'
import { useDeferred } from '@/lib/page-load/deferred'

import { QueryError } from '../query-error'

import { ListActionsStandIn } from './list-actions-stand-in'
import { PageSizeSelect } from './page-size-select'
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

// The header's actions (table or map, views, columns, export) and the later code their chunk
// shares (about 100 kB gzip) load when the page is idle after its first rows: asked for as the
// list first rendered, they came in before the rows on a busy machine and ran as a long task in
// their way. Their stand-ins look the same, so the switch does not show.
const ListActions = lazyNamed(() => import('./list-actions'), 'ListActions')

// What an empty list says is not what a first row needs: it loads when the page is idle after
// its rows, with the actions, or at once when a list turns out empty.
const ListEmptyState = lazyNamed(() => import('./list-empty-state'), 'ListEmptyState')

// What is chosen, and what to do with it: only once a partner is chosen.
const SelectionBar = lazyNamed(() => import('./selection/selection-bar'), 'SelectionBar')

type PartnerListScreenProps = { kind: PartnerListKind }

/**
 * A list of business partners (product spec): all of them or one type, searched, filtered and paged
 * through the URL, in the service's order (it defines none, so the page is never re-sorted here).
 */
export function PartnerListScreen({ kind }: PartnerListScreenProps) {
  const { t } = useTranslation()
  const list = useListState(kind)
  const { state } = list
  const query = usePartnerList(kind, state)
  const { options, prepare: prepareOptions } = useFilterOptions(kind, state)
  const tableRef = useRef<HTMLDivElement>(null)
  const screenRef = useRef<HTMLElement>(null)
  const page = query.data
  const scope = selectionScope(kind, state)
  const chosen = useScopedSelection(kind, scope)
  const mayChange = useMayChange()
  const roomForChanges = useRoomForChanges()
  // Read unscoped: while a change of search or filters is recorded, the bar stays to say so.
  const selecting =
    useListSelection((selection) => selection.targets.size > 0 || selection.cleared) && mayChange
  const what = t(`list.what.${kind}`)
  // The actions wait for this list's rows (or their failure), then for the page to be idle: not
  // for the first answer alone, which comes before the rows render, and their chunk evaluated in
  // that gap was a long task in the rows' way and in the way of whoever types at once (9d44029:
  // in CI a country typed ahead in the filter lost its letters).
  const actionsWanted = useDeferred('idle', [ListActions], !query.isPending)
  useEffect(() => {
    if (actionsWanted) void ListEmptyState.preload().catch(() => undefined)
  }, [actionsWanted])

  // A page past the end (a deep link into a list that has shrunk) moves to the last page.
  const lastPage = page && !query.isPlaceholderData && page.total > 0 ? page.pageCount : undefined
  const { setPage } = list
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
    screenRef.current?.querySelector<HTMLElement>('thead input, svg[tabindex="0"]')?.focus()

  const from = page ? (page.page - 1) * page.pageSize + 1 : 0
  const to = page ? from + page.list.length - 1 : 0

  return (
    <section ref={screenRef} aria-labelledby="page-title" className={screen.screen}>
      <header className={screen.header}>
        <div>
          <h1 id="page-title">{t(PARTNER_LIST_ROUTES[kind].titleKey)}</h1>
          {kind === 'all' ? (
            <LocalizedLink to={OVERVIEW_PATH} className={styles.overviewLink}>
              {t('list.overviewLink')}
            </LocalizedLink>
          ) : null}
          <p className={styles.count} role="status">
            {page
              ? t(`list.count.${kind}`, { count: page.total })
              : query.isPending
                ? t('list.loading', { what })
                : ''}
          </p>
        </div>
        <div className={styles.actions}>
          {actionsWanted ? (
            <Suspense fallback={<ListActionsStandIn view={state.view} roomForImport={roomForChanges} />}>
              <ListActions
                kind={kind}
                state={state}
                exportDisabled={!page || page.total === 0}
                onViewChange={list.setView}
                mayChange={mayChange}
              />
            </Suspense>
          ) : (
            <ListActionsStandIn view={state.view} roomForImport={roomForChanges} />
          )}
        </div>
      </header>

      <PartnerFilters
        kind={kind}
        list={list}
        options={options}
        onFocus={prepareOptions}
        noMatches={Boolean(state.q) && page?.total === 0 && !query.isPlaceholderData}
      />

      {state.view === 'map' ? (
        <Suspense fallback={<p className={styles.range}>{t('map.loading')}</p>}>
          <PartnerMap
            kind={kind}
            state={state}
            label={t('map.label', { what: t(PARTNER_LIST_ROUTES[kind].titleKey) })}
          />
        </Suspense>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : page &&
        page.list.length === 0 &&
        page.unreadableRecords === 0 &&
        !query.isPlaceholderData &&
        state.page <= Math.max(page.pageCount, 1) ? (
        <Suspense fallback={null}>
          <ListEmptyState kind={kind} state={state} options={options} onClear={list.clear} />
        </Suspense>
      ) : (
        <div ref={tableRef} className={styles.results}>
          <PartnerTable
            kind={kind}
            rows={page?.list ?? []}
            caption={t('list.caption', {
              what: t(PARTNER_LIST_ROUTES[kind].titleKey),
              page: state.page,
              pageCount: Math.max(page?.pageCount ?? 1, 1),
            })}
            loading={query.isFetching}
            scope={scope}
            chosen={chosen}
          />
        </div>
      )}

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

      {state.view === 'table' && page && page.total > 0 && !query.isError ? (
        <footer className={styles.footer}>
          <p className={styles.range}>
            {t('list.range', { from, to, total: page.total })}
            {page.unreadableRecords > 0 && (
              // docs/decisions/010: the readable rows show; the others are counted, not silently
              // dropped.
              <span className={styles.unreadable}>
                {' '}
                {t('list.unreadable', { count: page.unreadableRecords })}
              </span>
            )}
          </p>
          <PageSizeSelect value={state.pageSize} onChange={list.setPageSize} />
          <Pagination
            className={styles.pagination}
            page={state.page}
            pageCount={page.pageCount}
            onPageChange={goToPage}
            getPageHref={list.pageHref}
          />
        </footer>
      ) : null}
    </section>
  )
}
