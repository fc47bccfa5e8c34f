import type { Page } from '@playwright/test'

import { firstLoadScriptsOf, scriptModules } from '../scripts/bundle-budget/read-build'

import { expect, test } from './support/fixtures'
import { rows } from './support/page'
import { SITE_DIR } from './support/site'

/**
 * Code a page loads after its first data (a list's actions, a partner's sections, the header's
 * avatar) can be missing: offline, when the offline worker did not keep it, or after a deploy
 * removed it. The page keeps what it shows, and each part whose code is missing says so in its
 * place, with Try again; before, the whole page gave way to "This page could not be shown" (the
 * offline e2e test met it when it went offline before the list's actions had been fetched).
 */

/**
 * The header's search button, pre-rendered: hydrating the header takes its code. Without it React
 * renders that part afresh (and reports the failed hydration as an error); these tests are about
 * the code that comes later.
 */
const HYDRATED_LAZY = /^src\/app\/header\/jump-button\.tsx$/

/** Fails every script but the page's first load and the header's, until the returned call. */
async function withoutLaterCode(page: Page, pagePath: string) {
  const allowed = new Set(firstLoadScriptsOf(SITE_DIR, pagePath))
  let blocked = true
  await page.route(/\/[^/]+\.js$/, (route) => {
    const file = new URL(route.request().url()).pathname.slice(1)
    const later =
      !allowed.has(file) &&
      !file.startsWith('warm-intl-') &&
      !scriptModules(SITE_DIR, file).some(({ module }) => HYDRATED_LAZY.test(module))
    return blocked && later ? route.abort() : route.continue()
  })
  return () => {
    blocked = false
  }
}

const PART_FAILED = 'This part could not be loaded.'

/**
 * Opens `url` signed in with every later script failing, and checks the page stayed (no "This
 * page could not be shown") while a part of `main` says its code is missing. Returns what lets
 * the scripts through again.
 */
async function openWithoutLaterCode(
  page: Page,
  signIn: (path?: string) => Promise<void>,
  pagePath: string,
  url: string,
) {
  await signIn('/distributors/')
  const restore = await withoutLaterCode(page, pagePath)
  await page.goto(url)
  await expect(page.locator('main').getByRole('alert').filter({ hasText: PART_FAILED }).first()).toBeVisible()
  await expect(page.getByText('This page could not be shown')).toBeHidden()
  return restore
}

/** Clicks every Try again of the parts that failed, until none is left. */
async function tryEachAgain(page: Page) {
  const tryAgain = page.getByRole('button', { name: /Try again/ })
  while ((await tryAgain.count()) > 0) await tryAgain.first().click()
}

test('a list whose actions cannot be loaded keeps its rows, and loads them on Try again', async ({
  page,
  signIn,
}) => {
  const restore = await openWithoutLaterCode(page, signIn, '/dealers/', '/dealers/')
  await expect(rows(page)).toHaveCount(25)

  restore()
  // By keyboard: the part's Try again is a button like any other.
  await page.locator('main').getByRole('button', { name: 'Try again' }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Columns' }).click()
  await expect(page.getByRole('checkbox', { name: 'Email' })).toBeChecked()
  await tryEachAgain(page)
  await expect(page.getByText(PART_FAILED)).toHaveCount(0)
  await expect(rows(page)).toHaveCount(25)
})

test('a partner whose sections cannot be loaded keeps its summary, and loads them on Try again', async ({
  page,
  signIn,
}) => {
  const restore = await openWithoutLaterCode(page, signIn, '/stores/detail/', '/stores/detail/?id=12')
  await expect(page.locator('#account dd').first()).not.toBeEmpty()

  restore()
  await tryEachAgain(page)
  await expect(page.getByRole('heading', { name: 'Closing dates', level: 2 })).toBeVisible()
  await expect(page.getByText(PART_FAILED)).toHaveCount(0)
})
