import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { startStaticServer } from './support/static-server'

/**
 * Issue 2, installable app: the offline plugin's service worker is registered, and a new
 * deploy never strands a user on the previous build. scripts/test-all.sh builds the site
 * twice: first as version 0.0.0-previous-deploy (kept in test-results/previous-build), then
 * the build under test (public/). Here the first is deployed, loaded, replaced by the second,
 * and the page reloaded.
 */
const PREVIOUS = path.resolve('test-results/previous-build')
const CURRENT = path.resolve('public')

test.use({ serviceWorkers: 'allow' })

const versionOf = (page: Page) => page.locator('meta[name="build-version"]').getAttribute('content')

test('the service worker is registered and a new deploy replaces the old build', async ({ page }) => {
  test.setTimeout(90_000)
  const site = await startStaticServer(9301, PREVIOUS)
  try {
    await page.goto(`${site.url}/auth/login/`)
    await expect.poll(() => versionOf(page)).toBe('0.0.0-previous-deploy')
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toBe(`${site.url}/`)
    // Let the worker take control and cache the first build.
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

    site.deploy(CURRENT)
    await page.reload()
    await expect.poll(() => versionOf(page), { timeout: 30_000 }).not.toBe('0.0.0-previous-deploy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Business Partners')
  } finally {
    await site.close()
  }
})
