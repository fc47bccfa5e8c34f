import { useState } from 'react'

/**
 * A long list shown a page at a time in the page (a bulk change's partners, an import's rows):
 * the page's rows and what the Pagination needs. A list that shrank keeps its page in range.
 */
export function usePagedRows<Row>(rows: readonly Row[], pageSize: number) {
  const [page, setPage] = useState(1)
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize))
  const current = Math.min(page, pageCount)
  return {
    page: current,
    pageCount,
    rows: rows.slice((current - 1) * pageSize, current * pageSize),
    setPage,
  }
}
