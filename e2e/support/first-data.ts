import { expect, type Page } from '@playwright/test'

/**
 * When the browser presented the element that shows the page's first data (the `elementtiming`
 * name `first-data`, lib/page-load/phases.ts), on the page's clock: its own Element Timing report.
 */
export async function firstDataShownAt(page: Page): Promise<number> {
  const shownAt = await page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        setTimeout(() => resolve(null), 10_000)
        new PerformanceObserver((list, observer) => {
          const shown = list
            .getEntries()
            .find(
              (entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === 'first-data',
            )
          if (!shown) return
          observer.disconnect()
          resolve((shown as PerformanceEntry & { renderTime: number }).renderTime)
        }).observe({ type: 'element', buffered: true })
      }),
  )
  expect(shownAt, 'no element named first-data was reported shown').not.toBeNull()
  return shownAt ?? NaN
}
