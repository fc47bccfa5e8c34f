export type PaginationItem = number | 'gap'

/**
 * Every page is shown up to this many pages, and no more items than this otherwise.
 */
const MAX_ITEMS = 7
/** The window at either end holds 5 pages. */
const END_WINDOW = 5

/**
 * The page numbers to show, with 'gap' where pages are left out.
 *
 * - total <= 7: every page, 1..total.
 * - current <= 4: 1 2 3 4 5 … total. "Near the start" ends at 4 because that is the last page whose
 *   next page (5) is still inside the 5-page window; at 5 the window would hide the page after it.
 * - current >= total - 3: 1 … total-4 … total, the same reasoning mirrored.
 * - otherwise: 1 … current-1 current current+1 … total.
 *
 * With these thresholds and total >= 8 every gap hides at least two pages (a gap could otherwise
 * stand for a single page, where showing the number would take the same room), the list always
 * has exactly 7 items, and the current page's neighbours are always listed.
 * `current` is clamped into 1..total (and truncated to a whole page); total < 1 gives [].
 */
export function paginationWindow(current: number, total: number): PaginationItem[] {
  const last = Math.floor(total)
  if (!Number.isFinite(last) || last < 1) return []
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), last)
  if (last <= MAX_ITEMS) return range(1, last)
  if (page <= END_WINDOW - 1) return [...range(1, END_WINDOW), 'gap', last]
  if (page >= last - (END_WINDOW - 2)) return [1, 'gap', ...range(last - END_WINDOW + 1, last)]
  return [1, 'gap', page - 1, page, page + 1, 'gap', last]
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index)
}
