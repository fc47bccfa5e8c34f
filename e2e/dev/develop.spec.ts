import { expect, test, type Page } from '@playwright/test'

/**
 * A newcomer's first visit under `npm start`, after `npm test` left a production build in
 * public/: open a detail page, sign in through the local stand-in, and work, with no uncaught
 * error (an unhandled rejection from msw's worker update once covered the page with Gatsby's
 * "Unhandled Runtime Error" overlay; mocks/browser.ts).
 */
function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const overlay = (page: Page) => page.getByText('Unhandled Runtime Error')

test('the first visit signs in through the stand-in and shows the page, without an uncaught error', async ({
  page,
}) => {
  const errors = watchErrors(page)
  await page.goto('/dealers/detail/?id=12')
  await page.waitForURL(/\/auth\/login\//)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/auth\/stand-in\//)
  await page.getByRole('button', { name: /Mei-Ling Chen/ }).click()
  await page.waitForURL((url) => url.pathname === '/dealers/detail/' || url.pathname === '/stores/detail/')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')
  // The mock worker, now registered, is found (and updated) on every later load.
  await page.reload()
  await page.goto('/dealers/')
  await expect(page.locator('main table tbody th a').first()).toBeVisible()
  await page.reload()
  await expect(page.locator('main table tbody th a').first()).toBeVisible()
  await expect(overlay(page)).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a developer signs in as a viewer through the stand-in, and the mock broker gives a viewer’s token', async ({
  page,
}) => {
  const errors = watchErrors(page)
  await page.goto('/dealers/')
  await page.waitForURL(/\/auth\/login\//)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/auth\/stand-in\//)
  await page.getByRole('radio', { name: 'Viewer: can browse, cannot change' }).check()
  await page.getByRole('button', { name: /Lukas Becker/ }).click()
  await page.waitForURL((url) => url.pathname === '/dealers/')
  await expect(page.locator('main table tbody th a').first()).toBeVisible()
  await expect(page.locator('main input[type="checkbox"]')).toHaveCount(0)
  await page.getByRole('button', { name: /^Account/ }).click()
  await expect(page.getByText('Viewer: can browse, cannot change', { exact: true })).toBeVisible()
  expect(errors).toEqual([])
})
