import path from 'node:path'

import type { Page } from '@playwright/test'

// The fixtures, so an uncaught error or a CSP refusal during the update fails the test too.
import { expect, test } from './support/fixtures'
import { startStaticServer } from './support/static-server'

/**
 * Issue 2, installable app: the offline plugin's service worker is registered, and a new
 * deploy never strands a user on the previous build. scripts/test-all.sh builds the site
 * twice: first as version 0.0.0-previous-deploy (kept in test-results/previous-build), then
 * the build under test (public/). Here the first is deployed, loaded, replaced by the second,
 * and the page reloaded.
 */
const PREVIOUS = path.resolve('test-results/previous-build')
const PREVIOUS_VERSION = '0.0.0-previous-deploy'
const CURRENT = path.resolve('public')

test.use({ serviceWorkers: 'allow' })

/** The build versions the page's head announces (one, unless two builds got mixed). */
const versionsOf = (page: Page) =>
  page
    .evaluate(() =>
      Array.from(document.querySelectorAll('meta[name="build-version"]'), (meta) =>
        meta.getAttribute('content'),
      ),
    )
    // The page may be reloading under us (that is the point); ask again on the next poll.
    .catch(() => ['reloading'])

test('the service worker is registered and a new deploy replaces the old build', async ({ page }) => {
  test.setTimeout(90_000)
  const site = await startStaticServer(9301, PREVIOUS)
  try {
    await page.goto(`${site.url}/auth/login/`)
    await expect.poll(() => versionsOf(page)).toEqual([PREVIOUS_VERSION])
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toBe(`${site.url}/`)
    // Let the worker take control and cache the first build.
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

    site.deploy(CURRENT)
    await page.reload()
    // Only the new build: not the previous one, and not a mix of both.
    await expect
      .poll(async () => (await versionsOf(page)).map((version) => version === PREVIOUS_VERSION), {
        timeout: 30_000,
      })
      .toEqual([false])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Business Partners')
  } finally {
    await site.close()
  }
})
