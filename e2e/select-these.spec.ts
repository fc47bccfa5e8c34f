import type { APIRequestContext } from '@playwright/test'

import { VIEWER_USER } from './support/fake-cognito'
import { expect, test } from './support/fixtures'
import { startPrivateMock, type PrivateMock } from './support/private-mock'

/**
 * Fixing what the overview finds from where it is found, on the production build, against a mock
 * of this spec's own (its writes must not move the figures of the specs beside it): "Select these
 * N" on a Needs attention card opens just those partners, a bulk change fixes exactly them, and
 * the card, read again, no longer names them. Then the same view from a list's selection bar.
 */

const PORT = 9310
let mock: PrivateMock

test.beforeAll(async () => {
  mock = await startPrivateMock(PORT)
})
test.afterAll(async () => mock.stop())
test.describe.configure({ timeout: 180_000, mode: 'serial' })

type Config = { id: number; bpId: number; blocked?: string | null; shopActive?: boolean | null }
type Partner = { id: number; name: string }

async function service(request: APIRequestContext) {
  const token = (await (
    await request.post(`${mock.origin}/auth/oauth2/token`, {
      form: { grant_type: 'client_credentials', client_id: 'portal-dev', client_secret: 'dev-secret' },
    })
  ).json()) as { access_token: string }
  const headers = { authorization: `Bearer ${token.access_token}`, 'x-api-key': 'dev-api-key' }
  return {
    async all<T>(resource: string): Promise<T[]> {
      const response = await request.get(`${mock.origin}/store/api/${resource}`, {
        params: { page: '1', pageSize: '500' },
        headers,
      })
      return ((await response.json()) as { list: T[] }).list
    },
    async patch(resource: string, id: number, body: Record<string, unknown>) {
      const response = await request.patch(`${mock.origin}/store/api/${resource}/${id}`, {
        data: body,
        headers,
      })
      expect(response.ok()).toBe(true)
    },
  }
}

const blockedWhileActive = (configs: Config[]) =>
  new Set(
    configs
      .filter((config) => config.blocked === 'all' && config.shopActive === true)
      .map(({ bpId }) => bpId),
  )

test('Select these N on a Needs attention card, a bulk change on exactly them, and the card read again', async ({
  page,
  context,
  request,
  signIn,
}) => {
  await mock.reset()
  const api = await service(request)
  // Three stores' settings blocked for everything while their shop is on, beside any the world has.
  const seeded = await api.all<Config>('store-configs')
  for (const config of seeded.filter(({ bpId }) => bpId).slice(0, 3))
    await api.patch('store-configs', config.id, { blocked: 'all', shopActive: true })
  const before = await api.all<Config>('store-configs')
  const flawed = blockedWhileActive(before)
  const partners = await api.all<Partner>('business-partners')
  const names = partners.filter(({ id }) => flawed.has(id)).map(({ name }) => name)
  expect(names.length).toBeGreaterThanOrEqual(3)

  await mock.route(context)
  await signIn('/overview/')
  const card = page.getByRole('region', { name: /^Blocked for everything, shop active/ })
  await card.getByRole('button', { name: new RegExp(`^Select these ${names.length}\\b`) }).click()

  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('chosen') === '1')
  await expect(page.getByRole('heading', { level: 1, name: 'Just the chosen partners' })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: `${names.length} chosen` })).toBeVisible()
  const rows = page.locator('main table tbody th')
  await expect(rows).toHaveCount(names.length)
  expect((await rows.allTextContents()).sort()).toEqual([...names].sort())

  await page.getByRole('button', { name: 'Bulk changes' }).click()
  await page.getByRole('button', { name: 'Change store settings' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: /^Blocked/ }).click()
  await page.getByRole('option', { name: 'Not blocked', exact: true }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'Show the report' })).toBeVisible({ timeout: 120_000 })

  // Exactly those partners' settings changed.
  const after = await api.all<Config>('store-configs')
  for (const config of after) {
    const was = before.find(({ id }) => id === config.id)
    expect(config.blocked, `store config ${config.id}`).toBe(flawed.has(config.bpId) ? 'no' : was?.blocked)
  }

  // Back to the overview within the app: the card is read again and names none of them.
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/overview/')
  await expect(card.getByText('Nothing to fix here.')).toBeVisible({ timeout: 30_000 })
  await expect(card.getByRole('button', { name: /^Select these/ })).toHaveCount(0)
})

test('Show only the N chosen from a selection bar, and back to the list with the choice kept', async ({
  page,
  context,
  signIn,
}) => {
  await mock.route(context)
  await signIn('/dealers/?status=active')
  const rows = page.locator('main table tbody tr')
  await expect(rows.first()).toBeVisible()
  const picked = [
    await rows.nth(0).locator('th').textContent(),
    await rows.nth(2).locator('th').textContent(),
  ]
  await rows.nth(0).getByRole('checkbox').check()
  await rows.nth(2).getByRole('checkbox').check()

  await page.getByRole('link', { name: 'Show only the 2 chosen' }).click()
  await page.waitForURL((url) => url.searchParams.get('chosen') === '1')
  await expect(page.getByRole('heading', { level: 1, name: 'Just the chosen partners' })).toBeFocused()
  await expect(page.locator('main table tbody th')).toHaveText(picked.map(String))

  await page.getByRole('link', { name: 'Back to the full list' }).click()
  await page.waitForURL((url) => url.pathname === '/dealers/' && url.searchParams.get('status') === 'active')
  await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible()
  await expect(rows.nth(0).getByRole('checkbox')).toBeChecked()
})

test('the chosen view says what it is when the choice is gone, as in a new tab', async ({
  page,
  context,
  signIn,
}) => {
  await mock.route(context)
  await signIn('/zh-TW/?chosen=1')
  await expect(page.getByRole('heading', { level: 1, name: '僅已選取的夥伴' })).toBeVisible()
  await expect(page.getByText(/目前沒有選取任何夥伴/)).toBeVisible()
  await page.getByRole('link', { name: '前往所有業務夥伴' }).click()
  await page.waitForURL((url) => url.pathname === '/zh-TW/' && !url.searchParams.has('chosen'))
  await expect(page.locator('main table tbody th a').first()).toBeVisible()
})

test.describe('a viewer', () => {
  test.use({ cognitoOptions: { user: VIEWER_USER } })

  test('is offered Show these N on the overview, which opens the chosen list to read only', async ({
    page,
    context,
    signIn,
  }) => {
    await mock.route(context)
    await signIn('/overview/')
    const main = page.getByRole('main')
    const show = main.getByRole('button', { name: /^Show (these \d+|this partner)/ }).first()
    await expect(show).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
    await expect(main.getByRole('button', { name: /^Select (these|this)/ })).toHaveCount(0)
    const count = Number(/\d+/.exec((await show.textContent()) ?? '')?.[0] ?? 1)
    await show.click()

    await expect(page.getByRole('heading', { level: 1, name: 'Just the chosen partners' })).toBeFocused()
    await expect(page.locator('main table tbody th')).toHaveCount(Math.min(count, 25))
    await expect(page.locator('main input[type="checkbox"]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Bulk changes' })).toHaveCount(0)
  })
})
