import { useId } from 'react'

import { useTranslation } from 'react-i18next'

import { Pagination } from '@/components/ui/pagination'
import { usePagedRows } from '@/components/ui/use-paged-rows'

import type { BulkTarget } from '../run/bulk-change'

import * as styles from './bulk-form.module.css'

type TargetRow = {
  key: string
  target: BulkTarget
  /** What happened or would happen to the partner: its closure's days, a failure's reason. */
  detail: string
  /** The row's kind in words ("Failed"), when the list mixes kinds. */
  status?: string
}

type TargetPagesProps = {
  /** The list's heading, which names it. */
  title: string
  rows: readonly TargetRow[]
  pageSize: number
}

/**
 * Partners of a bulk change, each by name and account number with what it came to, a page at a
 * time: a list that can hold thousands stays a short list of real rows, read by a screen reader
 * as it is shown (the export's pager, components/ui/pagination.tsx).
 */
export function TargetPages({ title, rows, pageSize }: TargetPagesProps) {
  const { t } = useTranslation('run')
  const id = useId()
  const paged = usePagedRows(rows, pageSize)
  return (
    <section className={styles.pages} aria-labelledby={id}>
      <h3 id={id} className={styles.listTitle}>
        {title}
      </h3>
      <ul className={styles.rows} aria-labelledby={id}>
        {paged.rows.map(({ key, target, detail, status }) => (
          <li key={key} className={styles.row}>
            <span className={styles.partner}>
              <span className={styles.name}>{target.name}</span>{' '}
              <span className={styles.account}>
                {target.accountNum ? t('row.account', { account: target.accountNum }) : t('row.noAccount')}
              </span>
            </span>
            <span className={styles.detail}>
              {status && <span className={styles.status}>{status}</span>} {detail}
            </span>
          </li>
        ))}
      </ul>
      <Pagination
        page={paged.page}
        pageCount={paged.pageCount}
        onPageChange={paged.setPage}
        label={t('row.pages', { list: title })}
      />
    </section>
  )
}
