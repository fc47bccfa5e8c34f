import { useTranslation } from 'react-i18next'

import { Pagination } from '@/components/ui/pagination'

import type { PageSize } from '../model/list-state'

import { PageSizeSelect } from './page-size-select'
import * as styles from './partner-list.module.css'

/** What the footer reads of the page on screen. */
type ShownPage = {
  page: number
  pageSize: number
  pageCount: number
  total: number
  unreadableRecords: number
  list: readonly unknown[]
}

type ListFooterProps = {
  page: ShownPage
  /** The page the address asks for (the one on screen may still be the previous one). */
  current: number
  pageSize: PageSize
  onPageSizeChange: (size: PageSize) => void
  onPageChange: (page: number) => void
  pageHref: (page: number) => string
}

/** Which rows are shown of how many, the page size, and the pager. */
export function ListFooter({
  page,
  current,
  pageSize,
  onPageSizeChange,
  onPageChange,
  pageHref,
}: ListFooterProps) {
  const { t } = useTranslation()
  const from = (page.page - 1) * page.pageSize + 1
  const to = from + page.list.length - 1
  return (
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
      <PageSizeSelect value={pageSize} onChange={onPageSizeChange} />
      <Pagination
        className={styles.pagination}
        page={current}
        pageCount={page.pageCount}
        onPageChange={onPageChange}
        getPageHref={pageHref}
      />
    </footer>
  )
}
