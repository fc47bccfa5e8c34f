import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { allPartners, MOCK_SERVICE } from './support/mock-data'
import { currentPath, expect, test } from './support/shared-context'
import { choose, expectClosingPartners, rewriteJson, rowLinks, rows } from './support/page'

/**
 * The list screens against the production build and the mock data service (103
 * partners: 9 distributors, 30 dealers, 64 stores), in both languages.
 */

const LIST_API = `${MOCK_SERVICE}/store/api/business-partners`
const search = (page: Page) => page.getByRole('searchbox')

for (const [path, total, heading, count] of [
  ['/', 103, 'All business partners', '103 business partners'],
  ['/distributors/', 9, 'Distributors', '9 distributors'],
  ['/dealers/', 30, 'Dealers', '30 dealers'],
  ['/stores/', 64, 'Stores', '64 stores'],
] as const) {
  test(`${path} lists its ${total} partners, 25 a page, each row linking to its detail page`, async ({
    page,
    signIn,
  }) => {
    await signIn(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('status').filter({ hasText: count })).toBeVisible()
    await expect(rows(page)).toHaveCount(Math.min(total, 25))
    const href = await rowLinks(page).first().getAttribute('href')
    expect(href).toMatch(/^\/(distributors|dealers|stores)\/detail\/\?id=\d+$/)
    if (path !== '/') expect(href?.startsWith(path)).toBe(true)
  })
}

test('the zh-TW list speaks Chinese and keeps the partner data as it is', async ({ page, signIn }) => {
  await signIn('/zh-TW/dealers/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('經銷商')
  await expect(page.getByRole('status').filter({ hasText: '共 30 家經銷商' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: '最後修改' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: '依名稱、帳號、城市或電子郵件搜尋' })).toHaveAttribute(
    'placeholder',
    '搜尋',
  )
  await expect(rowLinks(page).first()).toHaveAttribute('href', /^\/zh-TW\/dealers\/detail\/\?id=\d+$/)
  await expect(page.locator('main table tbody').getByText('台灣').first()).toBeVisible()
})

test('search narrows the list, lives in the URL as q and replaces the history entry', async ({
  page,
  request,
  signIn,
}) => {
  const berlin = await allPartners(request, { q: 'Berlin' })
  expect(berlin.length).toBeGreaterThan(0)
  await signIn('/')
  await page.getByRole('navigation').getByRole('link', { name: 'Dealers' }).click()
  await page.waitForURL((url) => url.pathname === '/dealers/')
  // The address changes before the dealers' page replaces the previous one, whose 25 rows and
  // search field are still there for a moment: text typed into them goes with them.
  await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible()
  await expect(rows(page)).toHaveCount(25)

  await search(page).fill('Berlin')
  await page.waitForURL((url) => url.searchParams.get('q') === 'Berlin')
  const dealers = berlin.filter((partner) => partner.bpType === 'dealer')
  await expect(rows(page)).toHaveCount(dealers.length)
  await expect(page.getByRole('status').filter({ hasText: `${dealers.length} dealers` })).toBeVisible()

  // Typing replaced the entry: Back leaves the dealers for the page before them.
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/')
})

test('each filter narrows the list and goes back to page 1', async ({ page, request, signIn }) => {
  await signIn('/?page=2')
  // The list settled on page 2 first: a filter chosen while it loads may be lost in the reload.
  await expect(rows(page)).toHaveCount(25)
  await choose(page, 'Status', 'Closing')
  const closing = await expectClosingPartners(page, request)

  await choose(page, 'Type', 'Store')
  await page.waitForURL((url) => url.searchParams.get('type') === 'store')
  const closingStores = closing.filter((partner) => partner.bpType === 'store')
  await expect(rows(page)).toHaveCount(closingStores.length)

  // The country filter: type-ahead in a virtualised list of every country.
  await page.goto('/dealers/')
  const country = page.getByRole('combobox', { name: 'Country' })
  await country.focus()
  await page.keyboard.press('ArrowDown')
  // Type-ahead starts afresh after 350 ms without a key. On a loaded machine two
  // keys can reach the page further apart than that, so a miss is typed again, after such a pause.
  const germany = page.getByRole('option', { name: 'Germany' })
  await expect(async () => {
    await page.keyboard.type('germ')
    const germanyId = await germany.getAttribute('id', { timeout: 1_000 })
    await expect(country).toHaveAttribute('aria-activedescendant', germanyId ?? '', { timeout: 1_000 })
  }).toPass({ intervals: [400], timeout: 10_000 })
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await page.waitForURL((url) => url.searchParams.get('country') === 'DE')
  const german = await allPartners(request, { bpType: 'dealer', country: 'DE' })
  await expect(rows(page)).toHaveCount(german.length)
  await expect(country).toHaveText('Germany')

  // The parent of stores is a dealer, chosen by name. Every dealer of the network is read for the
  // filter when it is about to be used, not with the list: not even once the next page is read.
  const [dealer] = await allPartners(request, { bpType: 'dealer', country: 'NL' })
  const stores = await allPartners(request, { bpType: 'store', parentId: String(dealer?.id) })
  const asked: URL[] = []
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${LIST_API}?`)) asked.push(new URL(sent.url()))
  })
  const askedFor = (bpType: string, page?: string) =>
    asked.filter(
      ({ searchParams }) =>
        searchParams.get('bpType') === bpType && (!page || searchParams.get('page') === page),
    )
  await page.goto('/stores/')
  await expect.poll(() => askedFor('store', '2').length).toBe(1)
  expect(askedFor('dealer')).toEqual([])
  await choose(page, 'Dealer', dealer?.name ?? '')
  expect(askedFor('dealer').length).toBeGreaterThan(0)
  await page.waitForURL((url) => url.searchParams.get('parent') === String(dealer?.id))
  await expect(rows(page)).toHaveCount(stores.length)
  await expect(page.getByRole('combobox', { name: 'Dealer' })).toHaveText(dealer?.name ?? '')
})

test('pages to the last of 103 partners, with 25, 50 or 100 a page', async ({ page, signIn }) => {
  await signIn('/')
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await pages.getByRole('link', { name: 'Last page' }).click()
  await page.waitForURL((url) => url.searchParams.get('page') === '5')
  await expect(rows(page)).toHaveCount(3)
  await expect(page.getByText('Showing 101–103 of 103')).toBeVisible()
  await expect(pages.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')

  await page.getByRole('combobox', { name: 'Rows per page' }).click()
  await page.getByRole('option', { name: '100' }).click()
  await page.waitForURL((url) => url.searchParams.get('pageSize') === '100' && !url.searchParams.has('page'))
  await expect(rows(page)).toHaveCount(100)
  await pages.getByRole('link', { name: 'Next page' }).click()
  await expect(rows(page)).toHaveCount(3)
})

test('a deep link, a reload and back/forward restore the list exactly', async ({ page, signIn }) => {
  // 37 partners match: page 2 of 25 holds 12 of them.
  const deepLink = '/?status=active,closing&country=FR,TW&type=dealer,store&page=2'
  await signIn(deepLink)
  await expect(rows(page)).toHaveCount(12)
  const first = await rowLinks(page).first().textContent()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('2 selected')
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText('2 selected')

  await page.reload()
  await expect(rowLinks(page).first()).toHaveText(first ?? '')
  expect(currentPath(page)).toBe(deepLink)

  await page.goto('/stores/?status=active')
  await expect(rowLinks(page).first()).toBeVisible()
  const firstPage = await rowLinks(page).first().textContent()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click()
  await page.waitForURL((url) => url.searchParams.get('page') === '2')
  // The first page's rows stay on screen until the second page's arrive (no flash of a skeleton).
  await expect(rowLinks(page).first()).not.toHaveText(firstPage ?? '')
  const secondPage = await rowLinks(page).first().textContent()
  await page.goBack()
  await page.waitForURL((url) => !url.searchParams.has('page'))
  await expect(rowLinks(page).first()).toHaveText(firstPage ?? '')
  await page.goForward()
  await expect(rowLinks(page).first()).toHaveText(secondPage ?? '')
})

test('invalid URL values fall back to defaults without a word', async ({ page, signIn }) => {
  await signIn('/dealers/?page=abc&pageSize=99999&status=bogus,%3Cb%3Ex%3C%2Fb%3E&country=XX&parent=-1')
  await expect(rows(page)).toHaveCount(25)
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('All')
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveText('All')
  await page.goto('/dealers/?page=-1')
  await expect(rows(page)).toHaveCount(25)
  // A page past the end moves to the last one.
  await page.goto('/dealers/?page=40')
  await page.waitForURL((url) => url.searchParams.get('page') === '2')
  await expect(rows(page)).toHaveCount(5)
})

test('an empty result says what matched nothing and clears the filters', async ({ page, signIn }) => {
  await signIn('/stores/?q=no-such-shop&country=FR')
  await expect(page.getByRole('heading', { name: 'No matches' })).toBeVisible()
  await expect(page.getByText('No stores match the search “no-such-shop” and Country: France.')).toBeVisible()
  await expect(page.getByText('No matches found')).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Clear search and filters' }).first().click()
  await page.waitForURL((url) => url.search === '')
  await expect(rows(page)).toHaveCount(25)
})

test('a failing service shows a translated error with Try again', async ({ page, signIn }) => {
  let failing = true
  await page.route(`${LIST_API}?*`, (route) =>
    failing ? route.fulfill({ status: 503, body: '<html>down</html>' }) : route.fallback(),
  )
  await signIn('/zh-TW/distributors/')
  await expect(page.getByRole('alert')).toContainText('資料服務發生問題')
  failing = false
  await page.getByRole('button', { name: '再試一次' }).click()
  await expect(rows(page)).toHaveCount(9)
})

test('rows on screen stay when reading them again fails, with the reason and Try again', async ({
  page,
  context,
  signIn,
}) => {
  await signIn('/zh-TW/dealers/?page=2')
  await expect(rows(page)).toHaveCount(5)
  const names = await rowLinks(page).allTextContents()

  // Back online, the app reads what is on screen again (app-query-client.ts); that read failing
  // (as it may while the network comes back) leaves the rows and the pager where they were.
  let failing = true
  await page.route(`${LIST_API}?*`, (route) =>
    failing ? route.fulfill({ status: 503, body: '<html>down</html>' }) : route.fallback(),
  )
  await context.setOffline(true)
  await context.setOffline(false)
  const line = page.getByRole('alert').filter({ hasText: /^無法更新目前顯示的資料：.*（錯誤 503）/ })
  await expect(line).toBeVisible()
  expect(await rowLinks(page).allTextContents()).toEqual(names)
  await expect(page.getByText('第 26–30 筆，共 30 筆')).toBeVisible()

  failing = false
  await line.getByRole('button', { name: '再試一次' }).click()
  await expect(line).toBeHidden()
  expect(await rowLinks(page).allTextContents()).toEqual(names)
})

test('shows 30 skeleton rows while loading, and keeps the rows while the next page loads', async ({
  page,
  signIn,
}) => {
  await signIn('/auth/login/')
  // Hold every list answer until released, like a slow service.
  let held: { page: string | null; release: () => void }[] = []
  const releaseAll = () => {
    for (const { release } of held) release()
    held = []
  }
  await page.route(`${LIST_API}?*`, async (route) => {
    const asked = new URL(route.request().url()).searchParams.get('page')
    await new Promise<void>((resolve) => held.push({ page: asked, release: resolve }))
    await route.fallback()
  })
  await page.goto('/stores/')
  const skeleton = page.locator('main table tbody tr[aria-hidden="true"]')
  await expect(skeleton).toHaveCount(30)
  await expect(page.locator('main table')).toHaveAttribute('aria-busy', 'true')
  releaseAll()
  await expect(rows(page)).toHaveCount(25)
  await expect(page.locator('main table')).not.toHaveAttribute('aria-busy', 'true')
  releaseAll()

  // Page 3 is not fetched ahead: while it loads, page 1's rows stay on screen, marked busy.
  const firstRow = await rowLinks(page).first().textContent()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 3' }).click()
  await page.waitForURL((url) => url.searchParams.get('page') === '3')
  await expect(page.locator('main table')).toHaveAttribute('aria-busy', 'true')
  await expect(rowLinks(page).first()).toHaveText(firstRow ?? '')
  await expect(skeleton).toHaveCount(0)
  // Page 3's own request.
  await expect.poll(() => held.some((request) => request.page === '3')).toBe(true)
  releaseAll()
  await expect(rowLinks(page).first()).not.toHaveText(firstRow ?? '')
  await expect(page.locator('main table')).not.toHaveAttribute('aria-busy', 'true')
})

test('the next page is fetched ahead, so paging shows it at once', async ({ page, signIn }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(LIST_API)) asked.push(new URL(request.url()).searchParams.get('page') ?? '')
  })
  await signIn('/stores/')
  await expect.poll(() => asked).toContain('2')
  const before = asked.length
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click()
  await page.waitForURL((url) => url.searchParams.get('page') === '2')
  await expect(rows(page)).toHaveCount(25)
  expect(asked.slice(before)).not.toContain('2')
})

test('exports every matching record as a CSV that Excel reads in UTF-8', async ({
  page,
  request,
  signIn,
}) => {
  const taiwan = await allPartners(request, { country: 'TW' })
  await signIn('/?country=TW&pageSize=25')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const today = new Date()
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
  expect(download.suggestedFilename()).toBe(`business-partners-${day}.csv`)
  const csv = readFileSync((await download.path()) ?? '', 'utf8')
  expect(
    csv.startsWith('\uFEFFName,Account number,Type,Status,City,Country,Phone,Email,Last modified\r\n'),
  ).toBe(true)
  const lines = csv.slice(1).trimEnd().split('\r\n')
  expect(lines).toHaveLength(taiwan.length + 1)
  for (const partner of taiwan) expect(csv).toContain(partner.name)
  expect(lines[1]).toContain(',Taiwan,')
  await expect(page.getByText(`Exported ${taiwan.length} rows to business-partners-${day}.csv`)).toBeVisible()
})

test('a large export asks first, shows its progress, and Cancel stops it with nothing downloaded', async ({
  page,
  signIn,
}) => {
  // Past 5,000 rows an export asks first; it reads in pages of 500, twelve of 6,000, and its later
  // pages are held back, so it is caught reading.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await rewriteJson(page, `${LIST_API}?*pageSize=500*`, (body) => ({ ...body, total: 6_000, pageCount: 12 }))
  await page.route(`${LIST_API}?*pageSize=500*`, async (route) => {
    if (new URL(route.request().url()).searchParams.get('page') !== '1') await released
    await route.fallback()
  })
  const downloads: string[] = []
  page.on('download', (download) => downloads.push(download.suggestedFilename()))
  await signIn('/')
  const exportButton = page.getByRole('button', { name: 'Export CSV' })
  await exportButton.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Export', exact: true }).press('Enter')

  const bar = page.getByRole('progressbar', { name: 'CSV export' })
  await expect(bar).toHaveAttribute('aria-valuetext', 'Reading page 2 of 12')
  // The question gave focus back to Export; Cancel is the next stop.
  await expect(exportButton).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Cancel export' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page.getByText('Export cancelled. Nothing was downloaded.')).toBeVisible()
  await expect(bar).toHaveCount(0)
  await expect(exportButton).toBeFocused()
  release()
  await expect(exportButton).not.toHaveAttribute('aria-busy')
  expect(downloads).toEqual([])
})

test('a whole list works from the keyboard: Tab to a row, Enter opens it', async ({ page, signIn }) => {
  await signIn('/dealers/')
  const first = rowLinks(page).first()
  await expect(first).toBeVisible()
  const href = await first.getAttribute('href')
  await page.locator('body').focus()
  let presses = 0
  while (!(await first.evaluate((link) => link === document.activeElement)) && presses < 40) {
    await page.keyboard.press('Tab')
    presses += 1
  }
  expect(presses).toBeLessThan(40)
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href)
})

for (const language of ['en', 'zh-TW'] as const) {
  test(`no list scrolls the page sideways at 360 px (${language})`, async ({ page, signIn }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const prefix = language === 'en' ? '' : '/zh-TW'
    await signIn(`${prefix}/`)
    for (const path of ['/', '/distributors/', '/dealers/', '/stores/']) {
      await page.goto(`${prefix}${path}`)
      await expect(rows(page).first()).toBeVisible()
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ])
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth)
    }
    await page.screenshot({ path: `test-results/list-360-${language}.png`, fullPage: true })
  })
}
