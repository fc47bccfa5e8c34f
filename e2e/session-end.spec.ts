import type { Page } from '@playwright/test'

import { DEFAULT_USER, FakeCognito, IDP_ENDPOINT } from './support/fake-cognito'
import { expect, test } from './support/fixtures'
import { MOCK_SERVICE } from './support/mock-data'
import { rowLinks, rows } from './support/page'

/**
 * With the production build's service worker: while signed in the worker keeps
 * copies of partner data; after every kind of ending none is left, nor the application token.
 */
test.use({ serviceWorkers: 'allow' })

const TOKEN_KEY = 'bp.dataServiceToken'

/** The worker's copies of data-service answers, by address. */
const copies = (page: Page) =>
  page.evaluate(async (service) => {
    const found: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        if (request.url.startsWith(`${service}/store/api/`)) found.push(request.url)
    return found
  }, MOCK_SERVICE)

/** Signed in, with the worker in control and copies of a list and of a partner made. */
async function signInWithCopies(page: Page, signIn: (path?: string) => Promise<void>) {
  await signIn('/dealers/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // What was read before the worker took control never reached it: read it again.
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await expect(rows(page)).toHaveCount(25)
  await rowLinks(page).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The worker writes its copy just after answering: wait for the list's and the partner's.
  await expect
    .poll(async () => {
      const kept = await copies(page)
      return [
        kept.some((url) => url.includes('?')),
        kept.some((url) => /\/business-partners\/\d+$/.test(url)),
      ]
    })
    .toEqual([true, true])
}

async function expectNothingLeft(page: Page) {
  await page.waitForURL(/\/auth\/login\//)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect.poll(() => copies(page)).toEqual([])
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull()
}

test('sign-out: the copies and the token are gone', async ({ page, signIn }) => {
  await signInWithCopies(page, signIn)
  await page.getByRole('button', { name: /^Account/ }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expectNothingLeft(page)
})

test('a session that expires and whose refresh is refused: the copies and the token are gone', async ({
  page,
  signIn,
}) => {
  await signInWithCopies(page, signIn)
  // Both Cognito tokens expire, and the identity provider refuses to refresh them.
  await page.route(`${IDP_ENDPOINT}/**`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/x-amz-json-1.1',
      body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' }),
    }),
  )
  await page.evaluate(() => {
    const past = Math.floor(Date.now() / 1000) - 60
    for (const key of Object.keys(localStorage)) {
      if (!/\.(accessToken|idToken)$/.test(key)) continue
      const [head, body, signature] = (localStorage.getItem(key) ?? '').split('.')
      const claims = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as object
      const expired = btoa(JSON.stringify({ ...claims, exp: past }))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
      localStorage.setItem(key, `${head}.${expired}.${signature}`)
    }
  })
  await page.reload()
  await expectNothingLeft(page)
})

test('a different user signing in finds none of the copies another left', async ({
  page,
  cognitoHosts,
  signIn,
}) => {
  await signInWithCopies(page, signIn)
  const partnerCopy = (await copies(page)).find((url) => /\/business-partners\/\d+$/.test(url))
  expect(partnerCopy).toBeDefined()
  // The first user's session goes without a word (storage cleared by hand)...
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('CognitoIdentityServiceProvider')) localStorage.removeItem(key)
  })
  await page.goto('/auth/login/')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  // The login page, opened without a session, forgets every copy...
  await expect.poll(() => copies(page)).toEqual([])
  // ...and a copy of theirs turns up after it (a worker writes its copy after answering).
  await page.evaluate(async (url) => {
    const cache = await caches.open((await caches.keys())[0] ?? 'runtime')
    await cache.put(url, new Response('{"id":1}', { headers: { 'Content-Type': 'application/json' } }))
  }, partnerCopy ?? '')
  expect(await copies(page)).toContain(partnerCopy)

  cognitoHosts.answerWith(
    new FakeCognito({ user: { ...DEFAULT_USER, name: 'Avery Johnson', sub: 'sub-e2e-2' } }),
  )
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Account: Avery Johnson' })).toBeVisible()
  expect(await copies(page)).not.toContain(partnerCopy)
})
