import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { mapPoint } from '../src/features/partners/model/map-point'
import { validPosition } from '../src/features/partners/model/place'

import { VIEWER_USER } from './support/fake-cognito'
import { expect, test } from './support/shared-context'
import { startPrivateMock, type PrivateMock } from './support/private-mock'

/**
 * Fixing what the overview finds from where it is found, on the production build, against a mock
 * of this spec's own (its writes must not move the figures of the specs beside it): "Select these
 * N" on a Needs attention card opens just those partners, a bulk change fixes exactly them, and
 * the card, read again, no longer names them. A chart bar's "Select these N" chooses exactly the
 * partners it counts, whose chosen view exports and maps exactly them. Then the same view from a
 * list's selection bar.
 */

const PORT = 9310
let mock: PrivateMock

test.beforeAll(async () => {
  mock = await startPrivateMock(PORT)
})
test.afterAll(async () => mock.stop())
test.describe.configure({ timeout: 180_000, mode: 'serial' })

type Config = { id: number; bpId: number; blocked?: string | null; shopActive?: boolean | null }
type Partner = {
  id: number
  name: string
  accountNum: string
  bpType?: string | null
  status?: string | null
  country?: string | null
  latitude?: number | null
  longitude?: number | null
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
  const api = await mock.service(request)
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
  // The view keeps its partners after the change, to look them over.
  await expect(page.getByRole('status').filter({ hasText: `${names.length} chosen` })).toBeVisible()
  await expect(rows).toHaveCount(names.length)

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

/** Waits until every part of the overview has read and counted its figures. */
async function allCounted(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 })
}

/**
 * On the overview, Taiwan's bar's "Select these N": the chosen view opens with just them. Its
 * partners, as the country chart counts them (the code trimmed, in upper case), are of several types.
 */
const withTaiwanChosen = test.extend<{ taiwanChosen: Partner[] }>({
  taiwanChosen: async ({ page, context, request, signIn }, use) => {
    const chosen = (await (await mock.service(request)).all<Partner>('business-partners')).filter(
      (partner) => partner.country?.trim().toUpperCase() === 'TW',
    )
    expect(new Set(chosen.map(({ bpType }) => bpType)).size).toBeGreaterThan(1)
    await mock.route(context)
    await signIn('/overview/')
    await allCounted(page)
    const chart = page.getByRole('region', { name: 'Partners by country' })
    await chart
      .getByRole('button', { name: `Select these ${chosen.length}: Taiwan: ${chosen.length}` })
      .click()
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('chosen') === '1')
    await expect(page.getByRole('status').filter({ hasText: `${chosen.length} chosen` })).toBeVisible()
    await use(chosen)
  },
})

test('Select these N on a chart bar chooses exactly the partners the bar counts', async ({
  page,
  context,
  request,
  signIn,
}) => {
  const partners = await (await mock.service(request)).all<Partner>('business-partners')
  const closingDealers = partners.filter(({ bpType, status }) => bpType === 'dealer' && status === 'closing')
  expect(closingDealers.length).toBeGreaterThan(1)
  await mock.route(context)
  await signIn('/overview/')
  await allCounted(page)
  const chart = page.getByRole('region', { name: 'Partners by status' }).getByRole('group')
  // The bar keeps its name, which starts with what it shows; its button's name starts with "Select".
  const name = `Closing: ${closingDealers.length}, Dealers`
  await expect(chart.getByRole('link', { name, exact: true })).toBeVisible()
  const select = chart.getByRole('button', { name: `Select these ${closingDealers.length}: ${name}` })
  await expect(select).toHaveText('Select')
  await select.click()

  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('chosen') === '1')
  await expect(page.getByRole('status').filter({ hasText: `${closingDealers.length} chosen` })).toBeVisible()
  const rows = page.locator('main table tbody th')
  await expect(rows).toHaveCount(closingDealers.length)
  expect((await rows.allTextContents()).sort()).toEqual(closingDealers.map(({ name }) => name).sort())
})

withTaiwanChosen(
  'the chosen view downloads a CSV of exactly the chosen partners',
  async ({ page, taiwanChosen: chosen }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^chosen-partners-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(header).toBe('Name,Account number,Type,Status,City,Country,Phone,Email,Last modified')
    expect(rows).toHaveLength(chosen.length)
    // Each chosen partner's row, once (account numbers hold no comma).
    for (const { accountNum } of chosen)
      expect(
        rows.filter((row) => row.includes(`,${accountNum},`)),
        accountNum,
      ).toHaveLength(1)
  },
)

withTaiwanChosen(
  'the chosen view shows exactly the chosen partners on the map',
  async ({ page, taiwanChosen: chosen }) => {
    const placed = chosen.filter((partner) => partner.bpType && mapPoint(validPosition(partner)))
    expect(placed.length).toBeGreaterThan(1)

    await page.getByRole('button', { name: 'Map', exact: true }).click()
    await page.waitForURL(
      (url) => url.searchParams.get('chosen') === '1' && url.searchParams.get('view') === 'map',
    )
    await expect(page.getByRole('group', { name: 'The chosen partners on a map' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /partners? on the map/ })).toHaveText(
      new RegExp(`^${placed.length} partners on the map\\.`),
    )
    // Every place in view, opened: its partners' boxes name them, each chosen.
    await page.getByText(/^Choose partners in view: \d+ places?$/).click()
    const places = page.locator('main details details > summary')
    await expect(places.first()).toBeVisible()
    for (let index = 0; index < (await places.count()); index += 1) await places.nth(index).click()
    const boxes = page.locator('main details details input[type="checkbox"][aria-label]')
    await expect(boxes).toHaveCount(placed.length)
    const names = (
      await boxes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')))
    )
      .map((label) => label?.replace(/^Select /, ''))
      .sort()
    expect(names).toEqual(placed.map(({ name }) => name).sort())
    for (const box of await boxes.all()) await expect(box).toBeChecked()
  },
)

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
    // Its name says how many (a chart bar's shows one word, "Show", and is named in full).
    const said = (await show.getAttribute('aria-label')) ?? (await show.textContent()) ?? ''
    const count = Number(/^Show these (\d+)/.exec(said)?.[1] ?? 1)
    await show.click()

    await expect(page.getByRole('heading', { level: 1, name: 'Just the chosen partners' })).toBeFocused()
    await expect(page.locator('main table tbody th')).toHaveCount(Math.min(count, 25))
    await expect(page.locator('main input[type="checkbox"]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Bulk changes' })).toHaveCount(0)
  })
})
