import type { Request } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { documentLoads, rows } from './support/page'
import { putWorkerInControl } from './support/service-worker'

/**
 * Offline, with the production build's service worker, pages and lists already opened
 * still show offline, with a clear notice, and coming back online refreshes them without
 * reloading the page (no reload loop).
 */
test.use({ serviceWorkers: 'allow' })

const OFFLINE = /You are offline/

test('visited lists and pages still show offline, with a notice, and refresh once back online', async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(90_000)
  await signIn('/dealers/')
  await expect(rows(page)).toHaveCount(25)
  await putWorkerInControl(page)
  await expect(rows(page)).toHaveCount(25)
  const firstDealer = (await rows(page).first().locator('th a').textContent()) ?? ''
  await rows(page).first().locator('th a').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstDealer)
  // Visited means shown whole: the related sections (a chunk of their own) have arrived.
  await expect(page.getByRole('heading', { name: 'Closing dates', level: 2 })).toBeVisible()
  const detailPath = page.url()

  await context.setOffline(true)
  await page.goto('/dealers/')
  await expect(page.getByText(OFFLINE)).toBeVisible()
  await expect(rows(page)).toHaveCount(25)
  await expect(rows(page).first().locator('th a')).toHaveText(firstDealer)

  // In the app, the partner opened before shows from the worker's copies too.
  await rows(page).first().locator('th a').click()
  await expect(page).toHaveURL(detailPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstDealer)
  await expect(page.getByText(OFFLINE)).toBeVisible()

  const loads = documentLoads(page)
  const refreshed: Request[] = []
  // The page's own requests, and the worker's as it goes to the network first.
  context.on('request', (request) => {
    if (request.url().startsWith('http://localhost:9100/store/api/')) refreshed.push(request)
  })
  await context.setOffline(false)
  await expect(page.getByText(OFFLINE)).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstDealer)
  // Back online the page asks for its data again in place; it does not reload, let alone loop.
  // A reload would come with coming back online or with the fresh answers: once they are all in
  // and shown, none came.
  await expect.poll(() => refreshed.length, { timeout: 15_000 }).toBeGreaterThan(0)
  await Promise.all(refreshed.map(async (request) => (await request.response())?.finished()))
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstDealer)
  expect(loads).toEqual([])
})
