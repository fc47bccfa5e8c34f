import { forwardRef, useId, useState } from 'react'

import { useTranslation } from 'react-i18next'

import { Pagination } from '@/components/ui/pagination'
import { usePagedRows } from '@/components/ui/use-paged-rows'
import { Table, type TableColumn } from '@/components/ui/table'

import * as styles from './import-dialog.module.css'
import type { CheckedRow } from './import-rows'
import { problemText } from './problem-text'

/** Rows a page of the preview: a file of thousands is paged, not rendered whole. */
const ROWS_PER_PAGE = 25

type ImportPreviewProps = { fileName: string; rows: readonly CheckedRow[] }

/**
 * The rows of the file before anything is written: what each will add, for which partner, or
 * why it will not. The summary says how many of each; it takes focus when the preview appears.
 */
export const ImportPreview = forwardRef<HTMLParagraphElement, ImportPreviewProps>(function ImportPreview(
  { fileName, rows },
  summaryRef,
) {
  const { t, i18n } = useTranslation('run')
  const { t: detail } = useTranslation('detail')
  const id = useId()
  const [onlyProblems, setOnlyProblems] = useState(false)

  const withProblems = rows.filter((row) => row.problems.length > 0)
  const paged = usePagedRows(onlyProblems ? withProblems : rows, ROWS_PER_PAGE)

  const text = (value: string) => value || <span className={styles.empty}>–</span>
  const columns: TableColumn<CheckedRow>[] = [
    { id: 'row', header: t('import.columns.row'), cell: (row) => row.row, isRowHeader: true },
    { id: 'accountNum', header: t('import.columns.accountNum'), cell: (row) => text(row.accountNum) },
    {
      id: 'partner',
      header: t('import.columns.partner'),
      cell: (row) => text(row.partner?.name ?? ''),
      className: styles.partner,
    },
    { id: 'from', header: t('import.columns.from'), cell: (row) => text(row.from), className: styles.day },
    { id: 'to', header: t('import.columns.to'), cell: (row) => text(row.to), className: styles.day },
    {
      id: 'reason',
      header: t('import.columns.reason'),
      cell: (row) => text(row.reason),
      className: styles.reason,
    },
    {
      id: 'problems',
      header: t('import.columns.problems'),
      cell: (row) =>
        row.problems.length === 0 ? (
          <span className={styles.ready}>{t('import.rowReady')}</span>
        ) : (
          <ul className={styles.problems}>
            {row.problems.map((problem, at) => (
              <li key={at}>{problemText(problem, t, detail, i18n.language)}</li>
            ))}
          </ul>
        ),
    },
  ]

  return (
    <div className={styles.preview}>
      <p ref={summaryRef} tabIndex={-1} role="status" className={styles.summary}>
        {t('import.summary', {
          ready: t('import.ready', { count: rows.length - withProblems.length }),
          problems: t('import.withProblems', { count: withProblems.length }),
        })}
      </p>
      {withProblems.length > 0 && (
        <label className={styles.toggle} htmlFor={`${id}-only`}>
          <input
            id={`${id}-only`}
            type="checkbox"
            checked={onlyProblems}
            onChange={(event) => {
              setOnlyProblems(event.target.checked)
              paged.setPage(1)
            }}
          />
          {t('import.onlyProblems')}
        </label>
      )}
      <Table
        caption={t('import.caption', { fileName })}
        columns={columns}
        rows={paged.rows}
        getRowKey={(row) => row.row}
      />
      <Pagination page={paged.page} pageCount={paged.pageCount} onPageChange={paged.setPage} />
    </div>
  )
})
