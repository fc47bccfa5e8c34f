import { currentPath, expect, test } from './support/fixtures'
import { documentLoads } from './support/page'

/**
 * The page-loading rule, as a user meets it in the production build: Gatsby's
 * loader sends a page whose data answers 404 or 500 to the matching error page, retries other
 * failures three times and then loads the address in full, and reloads an address whose code is
 * gone (a stale chunk after a deploy); it prefetches linked pages in batches of 4 with 3 s pauses.
 */

/** Document loads of the page, to tell a full navigation from a client-side one. */
test('page data answering 404 shows the not-found page, in the language of the address', async ({
  page,
  signIn,
}) => {
  await signIn('/zh-TW/dealers/')
  // A page gone from the site: its data and its HTML answer 404 (Gatsby checks the HTML with
  // a HEAD request), so Gatsby shows its fallback /404.html, an English page, at this address.
  await page.route('**/page-data/zh-TW/stores/page-data.json', (route) => route.fulfill({ status: 404 }))
  await page.route(/\/zh-TW\/stores\/?$/, (route) =>
    route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.fallback(),
  )
  await page.getByRole('banner').getByRole('link', { name: '門市' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到頁面')
  expect(currentPath(page)).toBe('/zh-TW/stores/')
  await expect(page).toHaveTitle('找不到頁面 | Business Partners')
  await expect(page.getByRole('link', { name: '前往業務夥伴' })).toHaveAttribute('href', '/zh-TW/')
})

test('page data answering 500 shows the error page, in the page language', async ({ page, signIn }) => {
  await page.route('**/page-data/stores/page-data.json', (route) => route.fulfill({ status: 500 }))
  await signIn('/dealers/')
  await page.getByRole('banner').getByRole('link', { name: 'Stores' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')

  await page.unroute('**/page-data/stores/page-data.json')
  await page.route('**/page-data/zh-TW/stores/page-data.json', (route) => route.fulfill({ status: 500 }))
  await page.goto('/zh-TW/dealers/')
  await page.getByRole('banner').getByRole('link', { name: '門市' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('發生錯誤')
})

test('other failures are retried 3 times, then the address is loaded in full, query and all', async ({
  page,
  signIn,
}) => {
  // Gatsby asks for page data with the query string: /page-data/dealers/detail/page-data.json?id=2
  let failures = 0
  await page.route(/\/page-data\/dealers\/detail\/page-data\.json/, (route) => {
    failures += 1
    return failures <= 4 ? route.fulfill({ status: 503 }) : route.fallback()
  })
  await signIn('/dealers/')
  const loads = documentLoads(page)
  const link = page.locator('main table tbody th a').first()
  const href = (await link.getAttribute('href')) ?? ''
  const name = (await link.textContent()) ?? ''
  await link.click()
  // Gatsby loads the path in full without its query; the app puts the query back.
  await expect.poll(() => loads).toEqual(['/dealers/detail/'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  expect(currentPath(page)).toBe(href)
  expect(failures).toBe(5)
})

test('a stale chunk (gone after a deploy) reloads the address in full', async ({ page, signIn }) => {
  await signIn('/dealers/')
  let refused = 0
  await page.route(/component---src-pages-stores-index-tsx-.*\.js$/, (route) => {
    refused += 1
    return refused === 1 ? route.fulfill({ status: 404 }) : route.fallback()
  })
  const loads = documentLoads(page)
  await page.getByRole('banner').getByRole('link', { name: 'Stores' }).click()
  await expect.poll(() => loads).toContain('/stores/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stores')
})

test('linked pages are prefetched in batches of 4, 3 s apart', async ({ page, signIn }) => {
  test.setTimeout(60_000)
  await signIn('/auth/login/')
  // A page of its own, so no timer of the sign-in pages fires into the count.
  const list = await page.context().newPage()
  // Each page-data request with the page's (fake) time it was sent at: Gatsby's loader sends
  // them with XMLHttpRequest, a batch from one idle callback, so a batch shares one instant.
  await list.addInitScript(() => {
    const sent: { path: string; at: number }[] = []
    ;(window as unknown as { __pageDataSent: typeof sent }).__pageDataSent = sent
    const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      const path = /\/page-data(\/.*)\/page-data\.json$/.exec(
        new URL(String(args[1]), location.href).pathname,
      )?.[1]
      if (path && path !== '/index' && !sent.some((request) => request.path === path))
        sent.push({ path, at: Date.now() })
      open.apply(this, args)
    } as typeof XMLHttpRequest.prototype.open
  })
  const sent = () =>
    list.evaluate(
      () => (window as unknown as { __pageDataSent: { path: string; at: number }[] }).__pageDataSent,
    )
  // The page's time moves only when the test moves it, so the 3 s are the loader's own, however
  // busy the machine: real time only lets the page load, render and fetch between the steps.
  await list.clock.install()
  await list.clock.pauseAt(Date.now() + 1_000)
  await list.goto('/')
  const firstRow = list.locator('main table tbody th a').first()
  await expect
    .poll(async () => (await list.clock.runFor(50), firstRow.isVisible()), {
      intervals: [50],
      timeout: 30_000,
    })
    .toBe(true)
  const shown = await list.evaluate(() => Date.now())
  // The all list links to more than 4 other pages: the nav, the language, three detail pages.
  await expect
    .poll(async () => (await list.clock.runFor(250), (await sent()).length), {
      intervals: [100],
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(6)
  const batches = new Map<number, string[]>()
  for (const { path, at } of await sent()) batches.set(at, [...(batches.get(at) ?? []), path])
  const times = [...batches.keys()].sort((a, b) => a - b)
  // Queued pages wait 3 s before the first batch (queued once their links render, at most one
  // step before the rows were seen), then 3 s after each batch has loaded. How many links are
  // queued when a batch fires depends on how fast the rows render: only the upper bound is fixed.
  expect((times[0] ?? 0) - shown).toBeGreaterThanOrEqual(3_000 - 50)
  expect(times.length).toBeGreaterThanOrEqual(2)
  expect(Math.max(...[...batches.values()].map((batch) => batch.length))).toBeLessThanOrEqual(4)
  const pauses = times.slice(1).map((at, i) => at - (times[i] ?? 0))
  expect(Math.min(...pauses)).toBeGreaterThanOrEqual(3_000)
  await list.close()
})
