import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { BY_PARTNER_ID, findPartners, MOCK_SERVICE } from './support/mock-data'
import { rowLinks } from './support/page'
import { TOKEN_URL } from './support/token-broker'

/**
 * docs/decisions/009: a signed-in page's first data leaves from the document, in
 * parallel with the app's code, and the app adopts it instead of asking again. Shown without
 * timing anything: the app's code is held back, and the requests go out all the same.
 */

/** Every request to the mock data service and the token broker, as 'METHOD path?query'. */
function watchService(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.startsWith(MOCK_SERVICE)) seen.push(`${request.method()} ${url.slice(MOCK_SERVICE.length)}`)
    if (url === TOKEN_URL) seen.push(`${request.method()} ${new URL(url).pathname}`)
  })
  return seen
}

/** Holds back the app's own code (Gatsby's app chunk) until released. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

const TOKEN = 'POST /api/token'
const DEALERS = 'GET /store/api/business-partners?bpType=dealer&page=1&pageSize=25'

test.describe('a signed-in visit with no application token stored yet', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('/distributors/')
    await page.evaluate(() => localStorage.removeItem('bp.dataServiceToken'))
  })

  for (const path of ['/dealers/', '/zh-TW/dealers/']) {
    test(`${path}: the token and the rows leave before the app runs, and are asked for once`, async ({
      page,
    }) => {
      const release = await holdAppCode(page)
      const seen = watchService(page)
      await page.goto(path, { waitUntil: 'commit' })
      await expect.poll(() => seen).toEqual([TOKEN, DEALERS])

      release()
      await expect(rowLinks(page).first()).toBeVisible()
      // The page goes on (the next page, the filter's options), but never asks for these again.
      expect(seen.filter((line) => line === TOKEN || line === DEALERS)).toEqual([TOKEN, DEALERS])
    })
  }

  test('a partner’s page: the partner leaves before the app runs; it and each group of its records are asked for once', async ({
    page,
  }) => {
    const release = await holdAppCode(page)
    const seen = watchService(page)
    await page.goto('/dealers/detail/?id=12', { waitUntil: 'commit' })
    const partner = 'GET /store/api/business-partners/12'
    await expect.poll(() => seen).toEqual([TOKEN, partner])

    release()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^(Dealer|經銷商)/)
    await expect(page.getByText(/Store settings/).first()).toBeVisible()
    // The sections' records leave once the summary has painted (docs/decisions/009), once each.
    const records = BY_PARTNER_ID.map((resource) => `GET /store/api/${resource}?bpId=12&page=1&pageSize=100`)
    await expect.poll(() => records.filter((line) => seen.includes(line))).toEqual(records)
    for (const line of [TOKEN, partner, ...records])
      expect(
        seen.filter((asked) => asked === line),
        line,
      ).toHaveLength(1)
  })

  test('a list address with a query (a later page, filtered): its rows leave before the app runs too, asked for once', async ({
    page,
  }) => {
    const release = await holdAppCode(page)
    const seen = watchService(page)
    await page.goto('/dealers/?status=active,bogus&page=2', { waitUntil: 'commit' })
    const rows = 'GET /store/api/business-partners?status=active&bpType=dealer&page=2&pageSize=25'
    await expect.poll(() => seen).toEqual([TOKEN, rows])

    release()
    await expect(rowLinks(page).first()).toBeVisible()
    expect(seen.filter((line) => line === TOKEN || line === rows)).toEqual([TOKEN, rows])
  })
})

/**
 * docs/decisions/019: a partner's page shows the partner's name and account number from the
 * document's own request, before the app's code has run, and keeps showing them until the app
 * renders the partner: React hydrates the page without a mismatch and without blanking them.
 */
test.describe('a partner’s page before the app has run', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('/distributors/')
  })

  for (const language of ['', '/zh-TW']) {
    test(`${language || '/'}: its name and account number show from the document, and stay`, async ({
      page,
      request,
    }) => {
      const [store] = await findPartners(request, { bpType: 'store', pageSize: '1' })
      if (!store) throw new Error('the mock service has no store')
      const logged: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text())
      })
      const release = await holdAppCode(page)
      await page.goto(`${language}/stores/detail/?id=${store.id}`, { waitUntil: 'commit' })
      const title = page.getByRole('heading', { level: 1 })
      const accountNumber = page.locator('#account dd').first()
      // What a reader is told (the page's own title beside it is hidden).
      await expect(title).toHaveAccessibleName(store.name)
      await expect(accountNumber).toHaveText(store.accountNum)
      // Still the pre-rendered frame: the app's code has not arrived.
      await expect(page.getByRole('status').filter({ hasText: /Loading|載入/ })).toBeVisible()
      await expect(page.locator('#contact')).toHaveCount(0)

      release()
      await expect(page.locator('#contact')).toBeVisible()
      await expect(title).toHaveText(store.name)
      await expect(accountNumber).toHaveText(store.accountNum)
      expect(logged.filter((text) => /hydrat|did not match|server-rendered/i.test(text))).toEqual([])
    })
  }

  test('a partner of another type shows nothing of it, then opens at its own address', async ({
    page,
    request,
  }) => {
    const [dealer] = await findPartners(request, { bpType: 'dealer', pageSize: '1' })
    if (!dealer) throw new Error('the mock service has no dealer')
    const release = await holdAppCode(page)
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/store/api/business-partners/${dealer.id}`),
    )
    await page.goto(`/stores/detail/?id=${dealer.id}`, { waitUntil: 'commit' })
    // The first script writes once the whole answer is in and the document parsed: both have
    // happened, and a frame has passed for the script to read the body.
    await (await answered).finished()
    await page.waitForLoadState('domcontentloaded')
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Store')
    await expect(page.locator('#account dd').first()).toHaveText('')

    release()
    await page.waitForURL(`**/dealers/detail/?id=${dealer.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.name)
  })
})

test('every page opens its connection to the data service as its document arrives', async ({ page }) => {
  for (const path of ['/auth/login/', '/dealers/', '/zh-TW/stores/detail/']) {
    await page.goto(path, { waitUntil: 'commit' })
    // Credentialless, as the first data's requests are sent: a connection they can use.
    await expect(page.locator(`head link[rel="preconnect"][href="${MOCK_SERVICE}"]`)).toHaveAttribute(
      'crossorigin',
      'anonymous',
    )
  }
})

test('a visitor who is not signed in asks the data service for nothing', async ({ page }) => {
  const seen = watchService(page)
  await page.goto('/dealers/')
  await page.waitForURL(/\/auth\/login\//)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  expect(seen).toEqual([])
})

/**
 * A page's first Intl formatter loads the browser's ICU data, a long task; a worker the
 * document starts does it off the main thread, in the page's language, and the page's own
 * formatters find the data loaded (src/app/first-data/warm-intl.ts). The fixture fails the test
 * on any Content-Security-Policy refusal, the worker's included.
 */
for (const path of ['/dealers/', '/zh-TW/dealers/']) {
  test(`${path}: the document starts the build’s Intl warm-up worker`, async ({ page }) => {
    const [worker] = await Promise.all([page.waitForEvent('worker'), page.goto(path)])
    expect(new URL(worker.url()).pathname).toMatch(/^\/warm-intl-[0-9a-f]{20}\.js$/)
    await page.waitForURL(/\/auth\/login\//)
    await expect(page.getByRole('button', { name: /^(Sign in|登入)$/ })).toBeVisible()
  })
}
