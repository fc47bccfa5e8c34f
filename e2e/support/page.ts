import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { allPartners } from './mock-data'

type Json = Record<string, unknown>
/** A list answer of the data service. */
type ListAnswer = { list: Json[]; total?: number } & Json

/**
 * Answers the requests `url` matches with the data service's real answer, its JSON passed
 * through `rewrite`. A request the page gives up on while its answer is on the way (a refetch,
 * a page left) is let go: Playwright disposes of that answer, and nobody waits for it.
 */
export async function rewriteJson<T extends Json = ListAnswer>(
  page: Page,
  url: string,
  rewrite: (body: T) => unknown,
) {
  await page.route(url, async (route) => {
    const response = await route.fetch()
    let body: T
    try {
      body = (await response.json()) as T
    } catch (error) {
      if (String(error).includes('disposed')) return
      throw error
    }
    await route.fulfill({ response, json: rewrite(body) })
  })
}

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

/** Picks one option of a list filter (a multi-select combobox) and closes it. */
export async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await page.keyboard.press('Escape')
}

/** The all list narrowed to the closing partners: in the address, on page 1, in the rows. */
export async function expectClosingPartners(page: Page, request: APIRequestContext) {
  await page.waitForURL((url) => url.searchParams.get('status') === 'closing')
  expect(new URL(page.url()).searchParams.get('page')).toBeNull()
  const closing = await allPartners(request, { status: 'closing' })
  await expect(
    page.getByRole('status').filter({ hasText: `${closing.length} business partners` }),
  ).toBeVisible()
  await expect(rows(page).filter({ hasText: 'Closing' })).toHaveCount(Math.min(closing.length, 25))
  return closing
}
