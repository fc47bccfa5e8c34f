import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { firstDataShownAt } from './support/first-data'

/**
 * On a first visit the offline worker would fetch, start and precache while the
 * page works for its first data, so its registration waits until that data is on screen
 * (src/app/offline-worker-registration.ts). Read from the browser: when the element named
 * `first-data` was shown (Element Timing), and when the page asked the browser to register.
 */
test.use({ serviceWorkers: 'allow' })

/** Records when the page calls the browser's own register, before any of the page's scripts run. */
async function recordRegistration(page: Page) {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      ;(window as { registeredAt?: number }).registeredAt = performance.now()
      return register.apply(this, args)
    }
  })
}

const registeredAt = (page: Page) => page.evaluate(() => (window as { registeredAt?: number }).registeredAt)

for (const path of ['/dealers/', '/stores/detail/?id=12'])
  test(`${path}: the offline worker is registered once the first data is on screen`, async ({
    page,
    signIn,
  }) => {
    await recordRegistration(page)
    await signIn(path)
    const shownAt = await firstDataShownAt(page)

    await expect.poll(() => registeredAt(page)).toBeGreaterThan(shownAt)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
  })

test('a page without data (sign-in) registers the worker all the same', async ({ page }) => {
  await recordRegistration(page)
  await page.goto('/auth/login/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Business Partners')

  await expect.poll(() => registeredAt(page), { timeout: 10_000 }).toBeGreaterThan(0)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(scope).toMatch(/^http:\/\/localhost:\d+\/$/)
})
