import { test as base, expect, type Page } from '@playwright/test'

import { FakeCognito, type FakeCognitoOptions } from './fake-cognito'

type Fixtures = {
  /** What the page's Content-Security-Policy refused; any at all fails the test (issue 9). */
  cspViolations: string[]
  /** Errors no code caught (window 'error' and 'unhandledrejection'); any fails the test. */
  uncaughtErrors: string[]
  cognitoOptions: FakeCognitoOptions
  cognito: FakeCognito
  /** Signs in through the login page and the fake hosted UI, starting from `path`. */
  signIn: (path?: string) => Promise<void>
}

export const test = base.extend<Fixtures>({
  uncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = []
      context.on('weberror', (error) => errors.push(`${error.error().message} on ${error.page()?.url()}`))
      await use(errors)
      expect(errors, 'uncaught errors').toEqual([])
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.exposeBinding('__cspViolation', (_source, report: string) => void violations.push(report))
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}`
          ;(window as unknown as { __cspViolation: (report: string) => void }).__cspViolation(report)
        })
      })
      // Chromium also logs each refusal, workers' included, on the console.
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  cognitoOptions: [{}, { option: true }],
  cognito: async ({ context, cognitoOptions }, use) => {
    const cognito = new FakeCognito(cognitoOptions)
    await cognito.install(context)
    await use(cognito)
  },
  signIn: async ({ page, cognito }, use) => {
    await use(async (path = '/') => {
      await page.goto(path)
      await page.waitForURL(/\/auth\/login\//)
      await page.getByRole('button', { name: /^(Sign in|登入)$/ }).click()
      await expect(page.getByRole('button', { name: new RegExp(`^(Account|帳號)`) })).toBeVisible()
      expect(cognito.pkceChecks.at(-1)).toBe(true)
    })
  },
})

export { expect }

/** The path, search and hash the page is on. */
export function currentPath(page: Page) {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}
