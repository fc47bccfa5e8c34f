import type { EventEmitter } from 'node:events'

import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  PlaywrightTestOptions,
} from '@playwright/test'

import { BASE_URL } from '../../playwright.config'

import { HOSTED_UI_HOST, IDP_HOST } from './fake-cognito'
import { test as base, expect } from './fixtures'

/**
 * The suite's `test`, each test in a browser context its worker keeps: the context is emptied
 * between tests (pages, cookies, storage, routes, offline), but its HTTP cache stays, as in the
 * browser of someone who opens the portal every day. A page then costs the 2 cores about a
 * quarter less CPU than in a new context, whose every script is fetched and compiled again: the
 * suite's time on a slower machine (docs/decisions/034).
 *
 * For the specs about using the portal. What is about loading it (bytes, which scripts are asked
 * for and when, the service worker, offline, signing in) keeps `test` from fixtures.ts: a new
 * context per test, nothing cached.
 *
 * A test here changes its page, not its context: init scripts and bindings cannot be taken back
 * from a context, and a listener left on it fails the test. A test with other context options
 * (`test.use`) gets a context with them; a test run again after a failure gets a new context,
 * with its trace.
 */
type SharedContext = { context: BrowserContext; keeper: Page }

/** The context options a test can set (`test.use`): a test that changes one gets a context with it. */
const CONTEXT_OPTIONS = [
  'acceptDownloads',
  'baseURL',
  'bypassCSP',
  'colorScheme',
  'deviceScaleFactor',
  'extraHTTPHeaders',
  'geolocation',
  'hasTouch',
  'httpCredentials',
  'ignoreHTTPSErrors',
  'isMobile',
  'javaScriptEnabled',
  'locale',
  'offline',
  'permissions',
  'proxy',
  'reducedMotion',
  'serviceWorkers',
  'storageState',
  'timezoneId',
  'userAgent',
  'viewport',
] as const satisfies readonly (keyof PlaywrightTestOptions & keyof BrowserContextOptions)[]

type ContextOptionValues = Pick<PlaywrightTestOptions, (typeof CONTEXT_OPTIONS)[number] | 'contextOptions'>

function contextOptions(values: Partial<ContextOptionValues>): BrowserContextOptions {
  const options: BrowserContextOptions = { ...values.contextOptions }
  for (const key of CONTEXT_OPTIONS) {
    if (values[key] !== undefined) Object.assign(options, { [key]: values[key] })
  }
  return options
}

/** Where a test's pages may have stored something: the site and the made-up Cognito hosts. */
const STORAGE_ORIGINS = [BASE_URL, `https://${HOSTED_UI_HOST}`, `https://${IDP_HOST}`]

/** The context's events a test could listen to; it listens on its page instead. */
const EVENTS = [
  'console',
  'dialog',
  'page',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
]

// Playwright's BrowserContext is a Node EventEmitter; its typings leave listenerCount out.
const listenerCounts = (context: BrowserContext) =>
  Object.fromEntries(
    EVENTS.map((event) => [event, (context as unknown as EventEmitter).listenerCount(event)]),
  )

/** Empties the context for the next test; its HTTP cache stays. */
async function emptyForNextTest({ context, keeper }: SharedContext) {
  for (const page of context.pages()) if (page !== keeper) await page.close()
  await context.unrouteAll({ behavior: 'wait' })
  await context.setOffline(false)
  await context.clearCookies()
  await context.clearPermissions()
  const session = await context.newCDPSession(keeper)
  for (const origin of STORAGE_ORIGINS) {
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems',
    })
  }
  await session.detach()
}

/** The worker's context, opened again when a test asks for other options than the last one. */
class SharedContexts {
  private current: (SharedContext & { options: string }) | undefined

  constructor(private readonly browser: Browser) {}

  async open(options: BrowserContextOptions): Promise<SharedContext> {
    const key = JSON.stringify(options)
    if (this.current?.options !== key) {
      await this.close()
      const context = await this.browser.newContext(options)
      // A blank page the worker keeps: the context's storage is emptied through it.
      this.current = { context, keeper: await context.newPage(), options: key }
    }
    return this.current
  }

  async close() {
    await this.current?.context.close()
    this.current = undefined
  }
}

export const test = base.extend<
  { contextOptionValues: ContextOptionValues },
  { sharedContexts: SharedContexts }
>({
  sharedContexts: [
    async ({ browser }, use) => {
      const contexts = new SharedContexts(browser)
      await use(contexts)
      await contexts.close()
    },
    { scope: 'worker' },
  ],
  contextOptionValues: async (
    {
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contextOptions,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    },
    use,
  ) => {
    await use({
      acceptDownloads,
      baseURL,
      bypassCSP,
      colorScheme,
      contextOptions,
      deviceScaleFactor,
      extraHTTPHeaders,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    })
  },
  context: async ({ browser, contextOptionValues, sharedContexts }, use, testInfo) => {
    const options = contextOptions(contextOptionValues)
    if (testInfo.retry > 0) {
      const context = await browser.newContext(options)
      await use(context)
      await context.close()
      return
    }
    const shared = await sharedContexts.open(options)
    const listening = listenerCounts(shared.context)
    await use(shared.context)
    await emptyForNextTest(shared)
    // A listener would hear the next tests' pages too.
    expect(listenerCounts(shared.context), 'listeners on the shared context, by event').toEqual(listening)
  },
})

export { currentPath } from './fixtures'
export { expect }
