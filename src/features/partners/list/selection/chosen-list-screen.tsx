import { Suspense, useEffect, useRef } from 'react'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { LocalizedLink } from '@/components/ui/localized-link'
import { Pagination } from '@/components/ui/pagination'
import { PARTNER_LIST_ROUTES } from '@/config/routes'
import { useMayChange } from '@/lib/auth/role'
import { changeLocationSearch, useLocationSearch } from '@/lib/use-location-search'

import { partnerListQuery } from '../../api/partner-queries'
import { QueryError } from '@/lib/data-service/query-error'
import { DEFAULT_LIST_STATE, parseListState } from '../../model/list-state'
import { PartnerTable } from '../partner-table'
import * as styles from '../partner-list.module.css'
import * as screen from '@/components/ui/screen.module.css'

import { chosenPage, chosenSearch, selectionListPath } from './chosen-view'
import { useListSelection } from './selection-store'
import './choose-these'

const SelectionBar = lazyNamed(() => import('./selection-bar'), 'SelectionBar')

/**
 * The list of the chosen partners only (chosen-view.ts), paged, with the selection bar's bulk
 * changes for an editor: to review what a bulk change will touch, or to act on what the overview
 * found. Its heading takes the focus as it opens, so a screen reader says where the user is.
 */
export function ChosenListScreen() {
  const { t } = useTranslation()
  const search = useLocationSearch()
  const { page, pageSize } = parseListState(search, 'all')
  const selection = useListSelection()
  const mayChange = useMayChange()
  const { ids, pageCount, total } = chosenPage(selection.targets, page, pageSize)
  const query = useQuery({
    ...partnerListQuery('all', { pageSize, filters: { id: ids.map(String) } }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const listPath = selectionListPath(selection)
  const title = t('list.chosen.title')

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
          {query.isError ? (
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
          <footer className={styles.footer}>
            <Pagination
              className={styles.pagination}
              page={page}
              pageCount={pageCount}
              onPageChange={(next) => changeLocationSearch(chosenSearch({ page: next, pageSize }))}
              getPageHref={(next) => chosenSearch({ page: next, pageSize })}
            />
          </footer>
        </>
      )}
    </section>
  )
}
