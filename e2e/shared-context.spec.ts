import { expect, test } from './support/shared-context'

/**
 * The shared context (support/shared-context.ts) hands each test an empty browser, its HTTP
 * cache aside: what one test leaves, the next does not see. In order, in one worker.
 */
test.describe.configure({ mode: 'serial' })

test('a test leaves storage, a cookie and a route behind', async ({ page, context, signIn }) => {
  await signIn('/distributors/')
  await page.evaluate(async () => {
    localStorage.setItem('left-behind', 'yes')
    document.cookie = 'left-behind=yes; path=/'
    await new Promise((resolve) => (indexedDB.open('left-behind').onsuccess = resolve))
  })
  await context.route('**/page-data/**', (route) => route.abort())
  await context.newPage()
})

test('the next test finds none of it, and the scripts already in the cache', async ({ page, context }) => {
  await page.goto('/auth/login/')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull()
  const session = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
  )
  expect(session, 'no session either').toEqual([])
  expect(await context.cookies()).toEqual([])
  expect(await page.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name))).toEqual([])
  // Only this test's page beside the worker's blank one; page data loads (the route is gone).
  expect(context.pages().filter((open) => open.url() !== 'about:blank')).toEqual([page])
  const pageData = page.waitForResponse((response) => response.url().includes('/page-data/'), {
    timeout: 10_000,
  })
  await page.goto('/auth/login/?again')
  expect((await pageData).status()).toBeLessThan(400)
  // What the cache keeps: the site's scripts, read from it, not fetched again.
  const cachedScripts = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).transferSize === 0,
        ).length,
  )
  expect(cachedScripts).toBeGreaterThan(0)
})
