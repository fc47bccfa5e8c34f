import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { firstDataShownAt } from './support/first-data'

/**
 * What follows a page's first data (other requests, the HTTP client, the sections' code) waits
 * until the browser has presented that data, so that nothing competes with its frame on a busy
 * phone (docs/decisions/016). Read from the browser's own reports: when the element named
 * `first-data` was shown (Element Timing), and when each request started (resource timing).
 */
async function requestsBeforeFirstDataShown(page: Page): Promise<string[]> {
  const shownAt = await firstDataShownAt(page)
  return page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .filter((request) => request.startTime < before)
        .map(({ name }) => {
          const url = new URL(name)
          return url.pathname + url.search
        }),
    shownAt,
  )
}

const HTTP_CLIENT = /^\/http-client-[0-9a-f]+\.js$/

/** Every address the page has asked for so far, to wait for what follows the first data. */
const requestedSoFar = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name))

test('a list asks for its next page and the HTTP client only once its rows show, its parents once their filter is used', async ({
  page,
  signIn,
}) => {
  await signIn('/dealers/')
  // They follow; once they have, each one's start is known, before the data was shown or after.
  await expect
    .poll(() => requestedSoFar(page))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/bpType=dealer&page=2&/),
        expect.stringMatching(/\/http-client-[0-9a-f]+\.js$/),
      ]),
    )
  // Every distributor of the network, for the parent filter: once it is pointed at.
  expect(await requestedSoFar(page)).not.toContainEqual(expect.stringMatching(/bpType=distributor/))
  await page.getByRole('combobox', { name: 'Distributor' }).hover()
  await expect.poll(() => requestedSoFar(page)).toContainEqual(expect.stringMatching(/bpType=distributor/))
  const before = await requestsBeforeFirstDataShown(page)

  expect(before).toContainEqual(expect.stringMatching(/\/business-partners\?bpType=dealer&page=1&/))
  expect(before.filter((request) => HTTP_CLIENT.test(request))).toEqual([])
  expect(before.filter((request) => /page=2|bpType=distributor/.test(request))).toEqual([])
})

test('a partner’s page asks for its parent, its records and its sections’ code only once the partner shows', async ({
  page,
  signIn,
}) => {
  await signIn('/stores/detail/?id=12')
  await expect
    .poll(() => requestedSoFar(page))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/business-partners\/11$/),
        expect.stringMatching(/service-maps\?bpId=12/),
        expect.stringMatching(/\/http-client-[0-9a-f]+\.js$/),
      ]),
    )
  const before = await requestsBeforeFirstDataShown(page)

  expect(before).toContainEqual(expect.stringMatching(/\/business-partners\/12$/))
  expect(before.filter((request) => HTTP_CLIENT.test(request))).toEqual([])
  expect(before.filter((request) => /\/business-partners\/11$|bpId=12/.test(request))).toEqual([])
})
