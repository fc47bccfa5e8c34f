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

type Registration = { registerAsked?: boolean; registerAnswered?: boolean }

/**
 * Marks when the page asks the browser to register a worker (Gatsby's start-up code does), and
 * when the browser's answer has been handed on: a task after it settles, once whatever reads it
 * (Gatsby's handler, which logged the error) has run.
 */
async function recordRegistration(page: Page) {
  await page.addInitScript(() => {
    if (!self.ServiceWorkerContainer) return
    const register = ServiceWorkerContainer.prototype.register
    const marks = window as Registration
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      marks.registerAsked = true
      const answer = register.apply(this, args)
      const answered = () => setTimeout(() => (marks.registerAnswered = true))
      answer.then(answered, answered)
      return answer
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
    .poll(() => page.evaluate(() => (window as Registration).registerAnswered), { timeout: 15_000 })
    .toBe(true)
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

  // Gatsby and the offline plugin ask `'serviceWorker' in navigator` before they touch it: once it
  // is gone, nothing of theirs reads the empty property.
  await expect.poll(() => page.evaluate(() => 'serviceWorker' in navigator)).toBe(false)
  expect(errors).toEqual([])
})
