import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './support/shared-context'
import { startPrivateMock, type PrivateMock } from './support/private-mock'
import { cachedUrls, putWorkerInControl } from './support/service-worker'

/**
 * The network at a glance (/overview/), against a mock service of its own with a few flaws put
 * in through the service's API: the All list links to it; its status counts are the service's,
 * as a chart with a table; today's closures and the flawed records are named as links that
 * open the partners; both languages; offline; 360 px; axe.
 */
/** The spec's mock, with its flaws, on ports no other spec uses. */
const PORT = 9173
let mock: PrivateMock

// One after the other, in one worker: the mock starts and gets its flaws once, where each worker
// that took one of the tests started its own (three to seven starts of a mock and its broker).
test.describe.configure({ mode: 'default' })

type Partner = {
  id: number
  name: string
  bpType: string
  status: string
  openingHourTemplateId: number | null
}

async function service(request: APIRequestContext) {
  const answer = await request.post(`${mock.origin}/auth/oauth2/token`, {
    form: { grant_type: 'client_credentials', client_id: 'portal-dev', client_secret: 'dev-secret' },
  })
  const token = ((await answer.json()) as { access_token: string }).access_token
  const headers = { authorization: `Bearer ${token}`, 'x-api-key': 'dev-api-key' }
  const api = (resource: string) => `${mock.origin}/store/api/${resource}`
  return {
    list: async <T>(resource: string, params: Record<string, string> = {}) =>
      (await (
        await request.get(api(resource), { params: { pageSize: '500', ...params }, headers })
      ).json()) as {
        list: T[]
        total: number
      },
    patch: (resource: string, id: number, data: object) =>
      request.patch(`${api(resource)}/${id}`, { data, headers }),
    create: (resource: string, data: object) => request.post(api(resource), { data, headers }),
  }
}

/** Today as the browser's calendar shows it (the overview's "today"). */
const today = (page: Page) =>
  page.evaluate(() => {
    const now = new Date()
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  })

/** The flaws: one partner without a location, one with an e-mail that is no address, one without hours. */
let flawed: { noLocation: Partner; badEmail: Partner; noHours: Partner; closed: Partner }

test.beforeAll(async ({ request }, testInfo) => {
  mock = await startPrivateMock(PORT + testInfo.parallelIndex)
  const api = await service(request)
  const stores = (await api.list<Partner>('business-partners', { bpType: 'store', status: 'active' })).list
  const withHours = stores.filter((partner) => partner.openingHourTemplateId != null)
  flawed = { noLocation: stores[0]!, badEmail: stores[1]!, noHours: withHours[0]!, closed: stores[2]! }
  await api.patch('business-partners', flawed.noLocation.id, { latitude: null, longitude: null })
  await api.patch('business-partners', flawed.badEmail.id, { email: 'not-an-email' })
  await api.patch('business-partners', flawed.noHours.id, { openingHourTemplateId: null })
})

test.afterAll(async () => {
  await mock?.stop()
})

test.beforeEach(async ({ context, page, request }) => {
  await mock.route(context)
  // Closed today, on the browser's calendar (it may differ from this machine's near midnight).
  await page.goto('/auth/login/')
  const day = await today(page)
  const api = await service(request)
  const closures = (
    await api.list<{ bpId: number; from: string }>('closing-dates', { bpId: String(flawed.closed.id) })
  ).list
  if (!closures.some((closure) => closure.from === day))
    await api.create('closing-dates', {
      bpId: flawed.closed.id,
      day,
      from: day,
      to: day,
      reason: 'Inventory',
    })
})

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name })

/** Waits until every part has read and counted its figures. */
async function allCounted(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
}

/** Shows every chart's table (each button is renamed "Hide…" once pressed). */
async function showEveryTable(page: Page, name: string) {
  const show = page.getByRole('button', { name })
  for (let left = await show.count(); left > 0; left -= 1) await show.first().click()
  await expect(show).toHaveCount(0)
}

/** Opens "Show more" until the link is listed (the lists show 25 at first, by name). */
async function findLink(page: Page, where: string | RegExp, name: string) {
  const part = section(page, where)
  const link = part.getByRole('link', { name, exact: true })
  for (let round = 0; round < 10 && !(await link.isVisible()); round += 1) {
    const more = part.getByRole('button', { name: /^(Show|再顯示)/ })
    if (!(await more.isVisible())) break
    await more.click()
  }
  await expect(link).toBeVisible()
  return link
}

const WORDS = {
  en: {
    link: 'Network overview',
    status: 'Partners by status',
    all: 'All business partners',
    active: 'Active',
    inactive: 'Inactive',
    closing: 'Closing',
    dealers: 'Dealers',
    closedToday: 'Closed today',
    noLocation: /^Without a location/,
    badEmail: /^E-mail that is not an address/,
    noHours: /^Without opening hours/,
    showTable: 'Show as a table',
    dealerCount: (count: number) => `${count} dealers`,
  },
  'zh-TW': {
    link: '網絡總覽',
    status: '各狀態的夥伴',
    all: '所有業務夥伴',
    active: '營運中',
    inactive: '停用',
    closing: '即將結束營業',
    dealers: '經銷商',
    closedToday: '今日休息',
    noLocation: /^缺少位置/,
    badEmail: /^無效的電子郵件/,
    noHours: /^缺少營業時間/,
    showTable: '以表格顯示',
    dealerCount: (count: number) => `共 ${count} 家經銷商`,
  },
}

for (const [language, prefix] of [
  ['en', ''],
  ['zh-TW', '/zh-TW'],
] as const) {
  test(`the All list leads to an overview whose figures are the service's and whose links open the partners (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(90_000)
    const words = WORDS[language]
    const api = await service(request)
    const total = async (params: Record<string, string>) =>
      (await api.list('business-partners', { ...params, pageSize: '1' })).total

    await signIn(`${prefix}/`)
    await page.getByRole('link', { name: words.link }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/overview/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.link)
    expect(await page.locator('html').getAttribute('lang')).toBe(language)

    const status = section(page, words.status)
    await expect(status.getByRole('group', { name: words.status })).toBeVisible()
    for (const [key, value] of [
      ['active', words.active],
      ['inactive', words.inactive],
      ['closing', words.closing],
    ] as const) {
      const count = await total({ status: key })
      await expect(
        status.getByRole('link', { name: new RegExp(`^${value}[:：] ?${count}[,，] ?${words.all}$`) }),
      ).toBeVisible()
    }
    await status.getByRole('button', { name: words.showTable }).click()
    await expect(status.getByRole('table', { name: words.status })).toBeVisible()

    await allCounted(page)
    await expect(await findLink(page, words.closedToday, flawed.closed.name)).toHaveAttribute(
      'href',
      `${prefix}/stores/detail/?id=${flawed.closed.id}`,
    )
    await findLink(page, words.noLocation, flawed.noLocation.name)
    await findLink(page, words.badEmail, flawed.badEmail.name)
    await findLink(page, words.noHours, flawed.noHours.name)

    // A bar opens its list, whose count is the bar's.
    const activeDealers = await total({ status: 'active', bpType: 'dealer' })
    await status
      .getByRole('group', { name: words.status })
      .getByRole('link', { name: new RegExp(`^${words.active}[:：] ?\\d+[,，] ?${words.dealers}$`) })
      .click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/dealers/\\?status=active$`))
    await expect(page.getByRole('status').filter({ hasText: words.dealerCount(activeDealers) })).toBeVisible()

    // A partner named in "needs attention" opens its page.
    await page.goBack()
    await allCounted(page)
    await (await findLink(page, words.noLocation, flawed.noLocation.name)).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(flawed.noLocation.name)
  })

  test(`the overview fits 360 px without scrolling sideways (${language})`, async ({ page, signIn }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 360, height: 800 })
    await signIn(`${prefix}/overview/`)
    await allCounted(page)
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth)
    expect(await sideways()).toBeLessThanOrEqual(360)
    await showEveryTable(page, WORDS[language].showTable)
    expect(await sideways()).toBeLessThanOrEqual(360)
  })
}

test('Ctrl+K finds the overview', async ({ page, signIn }) => {
  await signIn('/dealers/')
  await expect(page.getByRole('button', { name: 'Find a partner' })).toBeVisible()
  await page.keyboard.press('Control+k')
  const field = page.getByRole('dialog').getByRole('combobox')
  await expect(field).toBeFocused()
  await field.fill('overview')
  await expect(page.getByRole('dialog').getByRole('option', { name: /^Network overview/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/overview\/$/)
})

test('every bar is reached and opened by keyboard', async ({ page, signIn }) => {
  await signIn('/overview/')
  const first = section(page, WORDS.en.status).locator('svg a').first()
  await expect(first).toBeVisible()
  await first.focus()
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/\?status=active$/)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('shows the last figures with the offline notice', async ({ page, context, signIn }) => {
    test.setTimeout(90_000)
    await signIn('/overview/')
    await putWorkerInControl(page)
    await allCounted(page)
    const active = section(page, WORDS.en.status).getByRole('link', {
      name: /^Active: \d+, All business partners$/,
    })
    const name = await active.getAttribute('aria-label')
    // The worker keeps its copies as the answers pass (after the page has them): wait for the
    // last resources read, so going offline finds them.
    await expect
      .poll(async () => {
        const urls = await cachedUrls(page)
        return ['closing-dates', 'store-configs', 'opening-hour-templates', 'opening-hours'].filter(
          (resource) => !urls.some((url) => url.includes(`/store/api/${resource}?`)),
        )
      })
      .toEqual([])

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByText(/You are offline/).first()).toBeVisible()
    await expect(section(page, WORDS.en.status).getByRole('link', { name: name ?? '' })).toBeVisible()
    await allCounted(page)
    await expect(page.getByText(/these are the figures as last read/)).toBeVisible()
    await context.setOffline(false)
  })
})
