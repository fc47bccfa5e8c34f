import type { Page } from '@playwright/test'

/** The data rows of the page's list table (skeleton rows are aria-hidden). */
export const rows = (page: Page) => page.locator('main table tbody tr:not([aria-hidden])')

/** Each row's main cell: the link to the partner's detail page. */
export const rowLinks = (page: Page) => page.locator('main table tbody th a')

/** The full page loads (documents, not the app's own navigations) from now on, path and query. */
export function documentLoads(page: Page) {
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname + new URL(request.url()).search)
  })
  return loads
}
