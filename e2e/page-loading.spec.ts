import { currentPath, expect, test } from './support/fixtures'
import { documentLoads } from './support/page'

/**
 * The product spec's "Page loading" rule, as a user meets it in the production build: Gatsby's
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
  const prefetched = new Map<string, number>()
  list.on('request', (request) => {
    const path = /\/page-data(\/.*)\/page-data\.json$/.exec(new URL(request.url()).pathname)?.[1]
    if (path && path !== '/index' && !prefetched.has(path)) prefetched.set(path, Date.now())
  })
  await list.goto('/')
  const shown = Date.now()
  await expect(list.locator('main table tbody th a').first()).toBeVisible()
  // The all list links to more than 4 other pages: the nav, the language, three detail pages.
  await expect.poll(() => prefetched.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(6)
  const times = [...prefetched.values()].sort((a, b) => a - b)
  // Requests less than a second apart belong to one batch. How many links are queued when a
  // batch fires depends on how fast the rows render, so only the upper bound is fixed.
  const batches = times.reduce<number[][]>((all, time) => {
    const last = all.at(-1)
    if (last && time - (last.at(-1) ?? 0) < 1_000) last.push(time)
    else all.push([time])
    return all
  }, [])
  // Queued pages wait 3 s before the first batch, then 3 s after each batch.
  expect((times[0] ?? 0) - shown).toBeGreaterThanOrEqual(2_000)
  expect(batches.length).toBeGreaterThanOrEqual(2)
  expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(4)
  const pauses = batches.slice(1).map((batch, i) => (batch[0] ?? 0) - (batches[i]?.at(-1) ?? 0))
  expect(Math.min(...pauses)).toBeGreaterThanOrEqual(2_500)
  await list.close()
})
