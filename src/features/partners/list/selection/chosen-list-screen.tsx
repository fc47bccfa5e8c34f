import { Suspense, useEffect, useMemo, useRef } from 'react'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { LocalizedLink } from '@/components/ui/localized-link'
import { Pagination } from '@/components/ui/pagination'
import { PARTNER_LIST_ROUTES } from '@/config/routes'
import { useMayChange } from '@/lib/auth/role'
import { changeLocationSearch, useLocationSearch } from '@/lib/use-location-search'

import { partnerListQuery } from '../../api/partner-queries'
import type { PartnerSet } from '../../api/read-every-partner'
import { QueryError } from '@/lib/data-service/query-error'
import { DEFAULT_LIST_STATE, parseListState, type ListState } from '../../model/list-state'
import { ExportButton } from '../export-button'
import { PartnerTable } from '../partner-table'
import { ViewSwitch } from '../view-switch'
import * as styles from '../partner-list.module.css'
import * as screen from '@/components/ui/screen.module.css'

import { chosenIds, chosenPage, chosenSearch, selectionListPath } from './chosen-view'
import { useListSelection } from './selection-store'
import './choose-these'

const SelectionBar = lazyNamed(() => import('./selection-bar'), 'SelectionBar')

// The list's own map, loaded when the map is asked for.
const PartnerMap = lazyNamed(() => import('../map/partner-map'), 'PartnerMap')

/**
 * The list of the chosen partners only (chosen-view.ts), paged or on the map, with the CSV export
 * of them all and the selection bar's bulk changes for an editor: to review what a bulk change
 * will touch, or to act on what the overview found. The export and the map read exactly the
 * chosen partners, by id, the way the lists read their matches. Its heading takes the focus as it
 * opens, so a screen reader says where the user is.
 */
export function ChosenListScreen() {
  const { t } = useTranslation()
  const search = useLocationSearch()
  const { page, pageSize, view } = parseListState(search, 'all')
  const selection = useListSelection()
  const mayChange = useMayChange()
  const ids = useMemo(() => chosenIds(selection.targets), [selection.targets])
  const partners = useMemo<PartnerSet>(() => ({ kind: 'all', ids }), [ids])
  const { ids: pageIds, pageCount, total } = chosenPage(ids, page, pageSize)
  const query = useQuery({
    ...partnerListQuery('all', { pageSize, filters: { id: pageIds.map(String) } }),
    enabled: view === 'table' && pageIds.length > 0,
    placeholderData: keepPreviousData,
  })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const listPath = selectionListPath(selection)
  const title = t('list.chosen.title')
  const move = (next: Partial<Pick<ListState, 'page' | 'view'>>) =>
    chosenSearch({ page, pageSize, view, ...next })

  return (
    <section aria-labelledby="page-title" className={screen.screen}>
      <header className={screen.header}>
        <div>
          <h1 id="page-title" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          <p className={styles.count} role="status">
            {total > 0 ? t('list.chosen.count', { count: total }) : ''}
          </p>
        </div>
        {total > 0 ? (
          <div className={styles.actions}>
            <ViewSwitch value={view} onChange={(next) => changeLocationSearch(move({ view: next }))} />
            <ExportButton partners={partners} disabled={false} />
          </div>
        ) : null}
      </header>
      {total === 0 ? (
        <>
          <p>{t('list.chosen.gone')}</p>
          <p>
            <LocalizedLink to={PARTNER_LIST_ROUTES.all.path}>{t('list.chosen.toList')}</LocalizedLink>
          </p>
        </>
      ) : (
        <>
          <p>
            {t('list.chosen.note')} <LocalizedLink to={listPath}>{t('list.chosen.back')}</LocalizedLink>
          </p>
          {view === 'map' ? (
            <Suspense fallback={<p className={styles.range}>{t('map.loading')}</p>}>
              <PartnerMap partners={partners} scope={selection.scope ?? ''} label={t('list.chosen.map')} />
            </Suspense>
          ) : query.isError ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <div className={styles.results}>
              <PartnerTable
                kind="all"
                rows={query.data?.list ?? []}
                caption={t('list.caption', { what: title, page, pageCount })}
                loading={query.isFetching}
                scope={selection.scope ?? ''}
                chosen={selection.targets}
              />
            </div>
          )}
          {mayChange ? (
            <Suspense fallback={null}>
              <SelectionBar
                kind={selection.kind ?? 'all'}
                state={DEFAULT_LIST_STATE}
                scope={selection.scope ?? ''}
                total={total}
                pageChosen={false}
                inChosenView
                onCleared={() => heading.current?.focus()}
              />
            </Suspense>
          ) : null}
          {view === 'table' ? (
            <footer className={styles.footer}>
              <Pagination
                className={styles.pagination}
                page={page}
                pageCount={pageCount}
                onPageChange={(next) => changeLocationSearch(move({ page: next }))}
                getPageHref={(next) => move({ page: next })}
              />
            </footer>
          ) : null}
        </>
      )}
    </section>
  )
}
