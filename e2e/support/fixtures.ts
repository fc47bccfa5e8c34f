import { test as base, expect, type Page } from '@playwright/test'

import { FakeCognito, type FakeCognitoOptions } from './fake-cognito'

type Fixtures = {
  cognitoOptions: FakeCognitoOptions
  cognito: FakeCognito
  /** Signs in through the login page and the fake hosted UI, starting from `path`. */
  signIn: (path?: string) => Promise<void>
}

export const test = base.extend<Fixtures>({
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
