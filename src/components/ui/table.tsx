import { useId, type ComponentProps, type Key, type ReactNode } from 'react'

import { LocalizedLink } from './localized-link'
import * as styles from './table.module.css'

export type TableColumn<Row> = {
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** Applied to the column's header and body cells (alignment, width). */
  className?: string
  /** The cells of this column name their row: rendered as `<th scope="row">`. */
  isRowHeader?: boolean
}

type TableProps<Row> = {
  /** Names the table and its scroll region; keep it short. */
  caption: ReactNode
  /** Hides the caption visually (the page heading already says it); screen readers still read it. */
  captionHidden?: boolean
  columns: TableColumn<Row>[]
  rows: Row[]
  getRowKey: (row: Row) => Key
  /** Sets aria-busy; with no rows yet, `skeleton` fills the body. */
  loading?: boolean
  /** `<tr>`s shown while loading with no rows, e.g. `<TableSkeleton columns={n} />`. */
  skeleton?: ReactNode
  /** Shown in one full-width cell when there are no rows and nothing is loading. */
  empty?: ReactNode
  /**
   * The `elementtiming` name of the first row's header cell, for a table that is its page's
   * first data (lib/page-load/phases.ts).
   */
  firstRowTiming?: string
}

/**
 * A plain `<table>` for a page of records (25 rows a page by default, so no
 * virtualising). It sits in its own scroll box, so a wide table scrolls sideways inside it and the
 * page never does.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowKey,
  loading = false,
  skeleton,
  empty,
  firstRowTiming,
}: TableProps<Row>) {
  const captionId = useId()
  const showSkeleton = loading && rows.length === 0
  const showEmpty = !loading && rows.length === 0 && empty !== undefined

  return (
    // axe (scrollable-region-focusable): a box that scrolls must be reachable by keyboard, and
    // a focusable box needs a role and a name; the caption is both the table's and its name.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showSkeleton && skeleton}
          {showEmpty && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={getRowKey(row)}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={column.className}>
                    <div className={styles.cell} elementtiming={index === 0 ? firstRowTiming : undefined}>
                      {column.cell(row)}
                    </div>
                  </th>
                ) : (
                  <td key={column.id} className={column.className}>
                    <div className={styles.cell}>{column.cell(row)}</div>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The link from a row to its record's page: a real `<a href>`, so Enter, middle-click and
 * "open in new tab" all work, unlike a clickable `<tr>`.
 */
export function RowLink({ className, ...rest }: ComponentProps<typeof LocalizedLink>) {
  return <LocalizedLink className={[styles.rowLink, className].filter(Boolean).join(' ')} {...rest} />
}
