import { create } from 'zustand'

import type { PageProgress } from '@/lib/data-service/pages-not-read'
import { latestEvery } from '@/lib/latest-every'

/** Pages read of a reading, of how many (0 until its first page tells). */
export type Pages = { read: number; pageCount: number }

const NONE: Pages = { read: 0, pageCount: 0 }

/** How often the bar moves while pages arrive (five resources' pages come 40 times a second). */
const REPORT_EVERY_MS = 150

/**
 * How far each of the overview's readings under way has come, by resource: the queries report
 * here as they read (overview-queries.ts), at most every REPORT_EVERY_MS, and only the progress
 * bar listens, so a page read re-renders the bar, not the screen.
 */
const useReadings = create<Record<string, Pages>>()(() => ({}))

export const readingProgress = {
  /** A reading of `resource` starts: what it reports, and its end (it then counts no more). */
  start(resource: string): { report: PageProgress; end: () => void } {
    useReadings.setState({ [resource]: NONE })
    const reports = latestEvery(REPORT_EVERY_MS, (pages: Pages) =>
      useReadings.setState({ [resource]: pages }),
    )
    return {
      report: (read, pageCount) => reports.push({ read, pageCount }),
      end: () => {
        reports.cancel()
        useReadings.setState(({ [resource]: _ended, ...others }) => others, true)
      },
    }
  },
}

/** Pages read of the readings under way, together. */
export function useReadingProgress(): Pages {
  const readings = useReadings()
  return Object.values(readings).reduce(
    (sum, pages) => ({ read: sum.read + pages.read, pageCount: sum.pageCount + pages.pageCount }),
    NONE,
  )
}
