import path from 'node:path'

import type { Page } from '@playwright/test'

import { firstLoadScriptsOf, scriptModules } from '../scripts/bundle-budget/read-build'

import { expect, test } from './support/fixtures'
import { rows } from './support/page'

/**
 * Code a page loads after its first data (a list's actions, a partner's sections, the header's
 * avatar) can be missing: offline, when the offline worker did not keep it, or after a deploy
 * removed it. The page keeps what it shows, and each part whose code is missing says so in its
 * place, with Try again; before, the whole page gave way to "This page could not be shown" (the
 * offline e2e test met it when it went offline before the list's actions had been fetched).
 */
const PUBLIC_DIR = path.resolve(__dirname, '../public')

/**
 * The header's search button, pre-rendered: hydrating the header takes its code. Without it React
 * renders that part afresh (and reports the failed hydration as an error); these tests are about
 * the code that comes later.
 */
const HYDRATED_LAZY = /^src\/app\/header\/jump-button\.tsx$/

/** Fails every script but the page's first load and the header's, until the returned call. */
async function withoutLaterCode(page: Page, pagePath: string) {
  const allowed = new Set(firstLoadScriptsOf(PUBLIC_DIR, pagePath))
  let blocked = true
  await page.route(/\/[^/]+\.js$/, (route) => {
    const file = new URL(route.request().url()).pathname.slice(1)
    const later =
      !allowed.has(file) &&
      !file.startsWith('warm-intl-') &&
      !scriptModules(PUBLIC_DIR, file).some(({ module }) => HYDRATED_LAZY.test(module))
    return blocked && later ? route.abort() : route.continue()
  })
  return () => {
    blocked = false
  }
}

const PART_FAILED = 'This part could not be loaded.'
const PAGE_FAILED = 'This page could not be shown'

/** Clicks every Try again of the parts that failed, until none is left. */
async function tryEachAgain(page: Page) {
  const tryAgain = page.getByRole('button', { name: 'Try again' })
  while ((await tryAgain.count()) > 0) await tryAgain.first().click()
}

test('a list whose actions cannot be loaded keeps its rows, and loads them on Try again', async ({
  page,
  signIn,
}) => {
  await signIn('/distributors/')
  const restore = await withoutLaterCode(page, '/dealers/')
  await page.goto('/dealers/')
  await expect(page.locator('main').getByRole('alert')).toHaveText(`${PART_FAILED} Try again`)
  await expect(rows(page)).toHaveCount(25)
  await expect(page.getByText(PAGE_FAILED)).toBeHidden()

  restore()
  await tryEachAgain(page)
  await page.getByRole('button', { name: 'Columns' }).click()
  await expect(page.getByRole('checkbox', { name: 'Email' })).toBeChecked()
  await expect(page.getByText(PART_FAILED)).toHaveCount(0)
  await expect(rows(page)).toHaveCount(25)
})

test('a partner whose sections cannot be loaded keeps its summary, and loads them on Try again', async ({
  page,
  signIn,
}) => {
  await signIn('/distributors/')
  const restore = await withoutLaterCode(page, '/stores/detail/')
  await page.goto('/stores/detail/?id=12')
  await expect(page.locator('main').getByRole('alert').filter({ hasText: PART_FAILED }).first()).toBeVisible()
  await expect(page.locator('#account dd').first()).not.toBeEmpty()
  await expect(page.getByText(PAGE_FAILED)).toBeHidden()

  restore()
  await tryEachAgain(page)
  await expect(page.getByRole('heading', { name: 'Closing dates', level: 2 })).toBeVisible()
  await expect(page.getByText(PART_FAILED)).toHaveCount(0)
})
