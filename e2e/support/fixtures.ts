import {
  test as base,
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Page,
  type WebError,
} from '@playwright/test'

import { BASE_URL } from '../../playwright.config'
import { TOKEN_STORAGE_KEY } from '../../src/lib/data-service/token-storage'

import { type CognitoHosts, startCognitoHosts } from './cognito-hosts'
import { FakeCognito, type FakeCognitoOptions } from './fake-cognito'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** A user signed in once per worker through the UI, whose session each test can take on. */
type WorkerSession = { cognito: FakeCognito; state: StorageState }

/** Signs a page in the way a user does: the login page, the (fake) hosted UI, back to `path`. */
async function signInThroughUi(page: Page, path: string) {
  await page.goto(path)
  await page.waitForURL(/\/auth\/login\//)
  await page.getByRole('button', { name: /^(Sign in|登入)$/ }).click()
  await expect(page.getByRole('button', { name: new RegExp(`^(Account|帳號)`) })).toBeVisible()
}

/** Where each context's pages report a Content-Security-Policy refusal: the running test's list. */
const cspReports = new WeakMap<BrowserContext, (report: string) => void>()

/**
 * Sends what the context's pages refuse under the site's Content-Security-Policy to `report`,
 * until the returned function is called. The page-side listener goes into the context once: a
 * worker's shared context (shared-context.ts) serves one test after another.
 */
async function reportCspViolations(context: BrowserContext, report: (report: string) => void) {
  if (!cspReports.has(context)) {
    await context.exposeBinding('__cspViolation', (_source, text: string) => cspReports.get(context)?.(text))
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}`
        ;(window as unknown as { __cspViolation: (report: string) => void }).__cspViolation(report)
      })
    })
  }
  cspReports.set(context, report)
  return () => cspReports.set(context, () => {})
}

type Fixtures = {
  /** What the page's Content-Security-Policy refused; any at all fails the test. */
  cspViolations: string[]
  /** Errors no code caught (window 'error' and 'unhandledrejection'); any fails the test. */
  uncaughtErrors: string[]
  cognitoOptions: FakeCognitoOptions
  /** The test's user pool, answering from the test's start. */
  cognito: FakeCognito
  /**
   * Whether signIn goes through the login page and the hosted UI (the tests of signing in) or
   * takes on the worker's session (every other test, which keeps the suite short).
   */
  signInThroughUi: boolean
  /** Signs in and opens `path`, signed in. */
  signIn: (path?: string) => Promise<void>
}

type WorkerFixtures = {
  /** The made-up Cognito hosts, served in this worker; its browser is sent to them. */
  cognitoHosts: CognitoHosts
  workerSession: WorkerSession
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  cognitoHosts: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const hosts = await startCognitoHosts()
      await use(hosts)
      await hosts.close()
    },
    { scope: 'worker' },
  ],
  // The configured browser, with the switches that send it to this worker's Cognito hosts.
  browser: [
    async ({ playwright, launchOptions, cognitoHosts }, use) => {
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), ...cognitoHosts.launchArgs],
      })
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
  workerSession: [
    async ({ browser, cognitoHosts }, use) => {
      const context = await browser.newContext({ baseURL: BASE_URL, serviceWorkers: 'block' })
      const cognito = new FakeCognito()
      cognitoHosts.answerWith(cognito)
      await signInThroughUi(await context.newPage(), '/distributors/')
      const state = await context.storageState()
      await context.close()
      await use({ cognito, state })
    },
    { scope: 'worker' },
  ],
  uncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = []
      const onError = (error: WebError) =>
        void errors.push(`${error.error().message} on ${error.page()?.url()}`)
      context.on('weberror', onError)
      await use(errors)
      context.off('weberror', onError)
      expect(errors, 'uncaught errors').toEqual([])
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      const stopReporting = await reportCspViolations(context, (report) => void violations.push(report))
      // Chromium also logs each refusal, workers' included, on the console.
      const onConsole = (message: ConsoleMessage) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      }
      context.on('console', onConsole)
      await use(violations)
      context.off('console', onConsole)
      stopReporting()
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  cognitoOptions: [{}, { option: true }],
  signInThroughUi: [false, { option: true }],
  cognito: async ({ cognitoHosts, cognitoOptions }, use) => {
    const cognito = new FakeCognito(cognitoOptions)
    cognitoHosts.answerWith(cognito)
    await use(cognito)
  },
  signIn: async (
    { page, context, cognito, cognitoHosts, cognitoOptions, signInThroughUi: throughUi, workerSession },
    use,
  ) => {
    await use(async (path = '/') => {
      if (throughUi || Object.keys(cognitoOptions).length > 0) {
        // Named again: the worker's session, when this test is the first to need it, signed in
        // through its own pool after this test's pool was named.
        cognitoHosts.answerWith(cognito)
        await signInThroughUi(page, path)
        expect(cognito.pkceChecks.at(-1)).toBe(true)
        return
      }
      // The worker's (fake) Cognito answers for its own tokens: refresh, revoke, sign-out.
      cognitoHosts.answerWith(workerSession.cognito)
      await context.addCookies(workerSession.state.cookies)
      // The session lives in localStorage: written on the site's origin before the page's first
      // script reads it, by a script run ahead of the page's own on this one visit only.
      const origin = workerSession.state.origins.find((entry) => entry.origin === new URL(BASE_URL).origin)
      // Without the application token, as after a real sign-in (the login page ends every
      // earlier session): whether the worker's page had stored one yet is down to timing.
      const storage = (origin?.localStorage ?? []).filter(({ name }) => name !== TOKEN_STORAGE_KEY)
      const planted = await page.addInitScript(
        ({ site, entries }) => {
          if (location.origin !== site) return
          for (const { name, value } of entries) localStorage.setItem(name, value)
        },
        { site: new URL(BASE_URL).origin, entries: storage },
      )
      await page.goto(path)
      await planted[Symbol.asyncDispose]()
      await expect(page.getByRole('button', { name: new RegExp(`^(Account|帳號)`) })).toBeVisible()
    })
  },
})

export { expect }

/** The path, search and hash the page is on. */
export function currentPath(page: Page) {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}
