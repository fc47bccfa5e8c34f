import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { rowLinks, rows } from './support/page'

/**
 * Where a browser has no service workers, the portal works without its offline copies and says
 * nothing about it on the console (src/app/offline-worker-registration.ts). The fixtures fail a
 * test on any uncaught error.
 */

/** Console errors about the worker's registration, or a property read from its absence. */
function workerErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /service ?worker|reading '(addEventListener|register|controller)'/i.test(message.text())
    )
      errors.push(message.text())
  })
  return errors
}

/** Marks when the page asks the browser to register a worker (Gatsby's start-up code does). */
async function recordRegistration(page: Page) {
  await page.addInitScript(() => {
    if (!self.ServiceWorkerContainer) return
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      ;(window as { registerAsked?: boolean }).registerAsked = true
      return register.apply(this, args)
    }
  })
}

/** A list, then a partner's page from it: the app's navigation prefetches along the way. */
async function browse(page: Page, signIn: (path?: string) => Promise<void>) {
  await signIn('/dealers/')
  await expect(rows(page).first()).toBeVisible()
  const name = (await rowLinks(page).first().textContent()) ?? ''
  await rowLinks(page).first().hover()
  await rowLinks(page).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
}

test('a browser that blocks service workers: the registration it refuses logs no error', async ({
  page,
  signIn,
}) => {
  // The suite's contexts block workers (playwright.config.ts): register answers with nothing.
  const errors = workerErrors(page)
  await recordRegistration(page)
  await browse(page, signIn)

  await expect
    .poll(() => page.evaluate(() => (window as { registerAsked?: boolean }).registerAsked), {
      timeout: 15_000,
    })
    .toBe(true)
  // What Gatsby does with the answer comes a moment later.
  await page.waitForTimeout(1_000)
  expect(errors).toEqual([])
})

test('a browser without navigator.serviceWorker: the portal works and logs no error', async ({
  page,
  signIn,
}) => {
  const errors = workerErrors(page)
  // As some browsers' private windows: the property is there, and empty.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined, configurable: true })
  })
  await browse(page, signIn)

  await page.waitForTimeout(3_000)
  expect(errors).toEqual([])
})
