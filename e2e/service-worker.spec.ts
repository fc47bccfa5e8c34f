import type { Page } from '@playwright/test'

// The fixtures, so an uncaught error or a CSP refusal during the update fails the test too.
import { writePreviousDeploy } from '../scripts/previous-deploy/write-previous-deploy'

import { expect, test } from './support/fixtures'
import { SITE_DIR } from './support/site'
import { startStaticServer } from './support/static-server'

/**
 * The installable app (docs/decisions/004): the offline plugin's service worker is registered, and
 * a new deploy never strands a user on the previous build. The previous deploy is the build under
 * test (public/) rewritten as the one before it: another version, compilation hash, app script name
 * and so sw.js (scripts/previous-deploy, docs/decisions/004). It is deployed, loaded, replaced by
 * public/, and the page reloaded.
 */
const PREVIOUS_VERSION = '0.0.0-previous-deploy'
const CURRENT = SITE_DIR

test.use({ serviceWorkers: 'allow' })

/**
 * The build the page is on: the versions its head announces (one, unless two builds got mixed:
 * Head renders from the app script) and the compilation hash its document carries.
 */
const buildOf = (page: Page) =>
  page
    .evaluate(() => ({
      versions: Array.from(document.querySelectorAll('meta[name="build-version"]'), (meta) =>
        meta.getAttribute('content'),
      ),
      compilationHash: (window as { ___webpackCompilationHash?: string }).___webpackCompilationHash,
    }))
    // The page may be reloading under us (that is the point); ask again on the next poll.
    .catch(() => 'reloading')

test('the service worker is registered and a new deploy replaces the old build', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const previousBuild = testInfo.outputPath('previous-deploy')
  const { current, previous } = writePreviousDeploy(CURRENT, previousBuild, PREVIOUS_VERSION)
  const site = await startStaticServer(9301, previousBuild)
  try {
    await page.goto(`${site.url}/auth/login/`)
    await expect
      .poll(() => buildOf(page))
      .toEqual({ versions: [previous.version], compilationHash: previous.compilationHash })
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toBe(`${site.url}/`)
    // Let the worker take control and cache the first build.
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

    site.deploy(CURRENT)
    await page.reload()
    // Only the new build: not the previous one, and not a mix of both.
    await expect
      .poll(() => buildOf(page), { timeout: 30_000 })
      .toEqual({ versions: [current.version], compilationHash: current.compilationHash })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Business Partners')
  } finally {
    // The new worker may still be installing: when it takes control, the page reloads once more
    // (onServiceWorkerUpdateReady, decision 004), and with the host gone that reload fails:
    // Gatsby's "page resources not found", after the checks above had passed. The page goes first.
    await page.close()
    await site.close()
  }
})
