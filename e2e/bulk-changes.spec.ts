import type { Page } from '@playwright/test'

import { expect, test } from './support/shared-context'
import { startPrivateMock, type MockService, type PrivateMock } from './support/private-mock'

/**
 * Bulk changes as the issue checks them, on the production build, against a mock of this spec's
 * own: 2,000 partners, every 25th write refused with 500 and the next one answered 429 with
 * Retry-After. A closing date goes to every store of one country, across pages, the stores the
 * test refuses outright are named in the report, and Retry failed finishes them: each store then has
 * the closure exactly once and no other partner has it. The store finder is switched off for
 * every store of another country with every record otherwise exactly as the service sent it,
 * and Undo puts each record back. Those two take smaller countries, one each (of more than 50
 * stores: still three list pages and more), so that no test holds more than one large run.
 */

const PORT = 9270
let mock: PrivateMock

test.beforeAll(async () => {
  mock = await startPrivateMock(PORT, { partners: 2000, refuseWritesEvery: 25 })
})
test.afterAll(async () => mock.stop())
// The closing date's run is over a hundred writes, some waiting out a 429: longer than a page's
// test, so the spec has twice the default time.
test.describe.configure({ timeout: 120_000, mode: 'serial' })

type AnyRecord = Record<string, unknown> & { id: number; bpId?: number | null }
type Store = { id: number; name: string; country: string; accountNum: string }

/** The countries with the most stores, most first. */
function countriesByStores(stores: Store[]) {
  const counts = new Map<string, number>()
  for (const store of stores) counts.set(store.country, (counts.get(store.country) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
}

/**
 * The store-settings tests' countries: the two with fewest stores of those with more than 50
 * (three list pages and more), so each run still crosses pages. The closing date's has more than 100.
 */
function smallerCountries(stores: Store[]) {
  const [first, second] = countriesByStores(stores)
    .filter(([, count]) => count > 50)
    .slice(-2)
  if (!first || !second) throw new Error('the mock world has no two countries of more than 50 stores')
  return { storeFinderOff: first, undone: second }
}

/** Opens the stores of `country`, selects every match through the page box and "Select all". */
async function selectEveryStoreOf(page: Page, country: string, count: number) {
  await page.goto(`/stores/?country=${country}`)
  await page.getByRole('checkbox', { name: /^Select this page/ }).check()
  await page.getByRole('button', { name: `Select all ${count.toLocaleString('en')} matching` }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `${count.toLocaleString('en')} selected` }),
  ).toBeVisible({
    timeout: 30_000,
  })
}

async function openBulkAction(page: Page, action: string) {
  await page.getByRole('button', { name: 'Bulk changes' }).click()
  await page.getByRole('button', { name: action }).click()
  return page.getByRole('dialog')
}

/** The run's panel (named by the run's title) once its run has ended: its report's button shows. */
async function endOfRun(page: Page, title: RegExp) {
  await expect(page.getByRole('button', { name: 'Show the report' })).toBeVisible({ timeout: 180_000 })
  return page.getByRole('region', { name: title })
}

test('a closing date for every store of a country: progress, the failures named, Retry failed, each exactly once', async ({
  page,
  context,
  request,
  signIn,
}) => {
  const { all } = await mock.service(request)
  const stores = await all<Store>('business-partners', { bpType: 'store' })
  // The smallest country of more than 100 stores: the run crosses list pages and meets the
  // service's refusals and 429s, and stays well inside a test's time on a slow machine.
  const [country, count] = countriesByStores(stores)
    .filter(([, stores]) => stores > 100)
    .at(-1) ?? ['', 0]
  expect(count, 'stores of the country: more than one page').toBeGreaterThan(100)
  const chosen = stores.filter((store) => store.country === country)
  // Three stores whose writes this test refuses outright, so the report has failures to name
  // whatever the service's own refusals come to.
  const refused = new Set(chosen.slice(0, 3).map((store) => store.id))
  await mock.route(context)
  await page.route('**/store/api/closing-dates', async (route) => {
    const body =
      route.request().method() === 'POST' ? (route.request().postDataJSON() as AnyRecord) : undefined
    if (body && refused.has(Number(body.bpId)))
      return route.fulfill({ status: 500, json: { message: 'refused by the e2e test' } })
    return route.fallback()
  })
  // The look-up of the stores' closing dates waits until its progress has been seen: a small
  // country's look-up can be over before a check could see it.
  let releaseLookUps = () => undefined as void
  const lookUpsHeld = new Promise<void>((resolve) => (releaseLookUps = resolve))
  await page.route(/\/store\/api\/closing-dates\?/, async (route) => {
    await lookUpsHeld
    return route.fallback()
  })
  await signIn('/stores/')
  await selectEveryStoreOf(page, country, count)

  const dialog = await openBulkAction(page, 'Add a closing date')
  await expect(dialog).toHaveAccessibleName(`Add a closing date to ${count} stores`)
  await dialog.getByLabel('From').fill('2031-03-02')
  await dialog.getByLabel('To').fill('2031-03-03')
  await dialog.getByLabel('Reason').fill('E2E bulk closure')
  await dialog.getByRole('button', { name: 'Save' }).click()
  // Every store's closing dates are looked at first: the seeded world has stores closed until
  // further notice, which are named, and the closure is added to them too.
  await expect(
    dialog.getByRole('progressbar', { name: 'Looking for closing dates on these days' }),
  ).toBeVisible()
  releaseLookUps()
  await expect(dialog.getByRole('alert')).toContainText(/already have a closing date on some of these days/, {
    timeout: 60_000,
  })
  await dialog.getByRole('button', { name: 'Add anyway' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('progressbar', { name: /Add the closing date/ })).toBeVisible()

  const panel = await endOfRun(page, /Add the closing date/)
  await expect(panel).toContainText(/3 failed/)
  await page.getByRole('button', { name: 'Show the report' }).click()
  const report = page.getByRole('dialog')
  for (const id of refused) {
    const store = chosen.find((candidate) => candidate.id === id)!
    await expect(report).toContainText(store.name)
  }
  await report.getByRole('button', { name: 'Close' }).click()

  await page.unroute('**/store/api/closing-dates')
  await page.getByRole('button', { name: 'Retry failed' }).click()
  await expect(page.getByRole('button', { name: 'Retry failed' })).toBeHidden({ timeout: 120_000 })
  await expect(await endOfRun(page, /Add the closing date/)).toContainText(/\b0 failed/)

  const closures = (await all('closing-dates')).filter((closure) => closure.reason === 'E2E bulk closure')
  const perStore = new Map<number, number>()
  for (const closure of closures)
    perStore.set(Number(closure.bpId), (perStore.get(Number(closure.bpId)) ?? 0) + 1)
  expect(new Set(perStore.keys())).toEqual(new Set(chosen.map((store) => store.id)))
  expect(
    [...perStore.values()].every((times) => times === 1),
    'each store has it exactly once',
  ).toBe(true)
})

/** The store configs of `ids`' stores, as the service holds them now, by id. */
async function configsOf(all: MockService['all'], ids: Set<number>) {
  return (await all<AnyRecord>('store-configs'))
    .filter((config) => ids.has(Number(config.bpId)))
    .sort((a, b) => a.id - b.id)
}

/** Switches the store finder off for every store of `country`, and waits for the run's end. */
async function storeFinderOff(page: Page, country: string, count: number) {
  await selectEveryStoreOf(page, country, count)
  const dialog = await openBulkAction(page, 'Change store settings')
  await dialog.getByRole('combobox', { name: /^Store finder active/ }).click()
  await page.getByRole('option', { name: 'Off', exact: true }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await endOfRun(page, /store setting/)
  if (await page.getByRole('button', { name: 'Retry failed' }).isVisible())
    await page.getByRole('button', { name: 'Retry failed' }).click()
  await expect(page.getByRole('button', { name: 'Retry failed' })).toBeHidden({ timeout: 120_000 })
}

test('the store finder off for every store of a country, every other field as sent', async ({
  page,
  context,
  request,
  signIn,
}) => {
  const { all } = await mock.service(request)
  const stores = await all<Store>('business-partners', { bpType: 'store' })
  const [country, count] = smallerCountries(stores).storeFinderOff
  const ids = new Set(stores.filter((store) => store.country === country).map((store) => store.id))
  const before = await configsOf(all, ids)
  expect(before.length).toBeGreaterThan(0)
  await mock.route(context)
  await signIn('/stores/')
  await storeFinderOff(page, country, count)

  const after = await configsOf(all, ids)
  expect(after.map((config) => config.id)).toEqual(before.map((config) => config.id))
  for (const [index, config] of after.entries()) {
    const { storeFinderActive, modifiedAt: _changedAt, ...rest } = config
    const { storeFinderActive: _was, modifiedAt: _wasAt, ...restBefore } = before[index]!
    expect(storeFinderActive, `store config ${config.id}`).toBe(false)
    expect(rest, `store config ${config.id}: every other field as sent`).toEqual(restBefore)
  }
})

test('Undo puts back each store config a run changed', async ({ page, context, request, signIn }) => {
  const { all } = await mock.service(request)
  const stores = await all<Store>('business-partners', { bpType: 'store' })
  const [country, count] = smallerCountries(stores).undone
  const ids = new Set(stores.filter((store) => store.country === country).map((store) => store.id))
  const before = await configsOf(all, ids)
  await mock.route(context)
  await signIn('/stores/')
  await storeFinderOff(page, country, count)
  expect((await configsOf(all, ids)).every((config) => config.storeFinderActive === false)).toBe(true)

  await page.getByRole('button', { name: 'Undo' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden({ timeout: 60_000 })
  await endOfRun(page, /store setting/)
  if (await page.getByRole('button', { name: 'Retry failed' }).isVisible())
    await page.getByRole('button', { name: 'Retry failed' }).click()
  await expect(page.getByRole('button', { name: 'Retry failed' })).toBeHidden({ timeout: 120_000 })
  const undone = await configsOf(all, ids)
  for (const [index, config] of undone.entries()) {
    const { modifiedAt: _at, ...rest } = config
    const { modifiedAt: _wasAt, ...restBefore } = before[index]!
    expect(rest, `store config ${config.id} after Undo`).toEqual(restBefore)
  }
})

test('Log out during a run asks first; logging out anyway stops the run and leaves nothing of it', async ({
  page,
  context,
  request,
  signIn,
}) => {
  const { all } = await mock.service(request)
  const reason = 'E2E closure cut by a sign-out'
  await mock.route(context)
  // Every closure's write answers after a second, so the run is still going when the user leaves.
  const posted: number[] = []
  let answered = 0
  const isWrite = (sent: { method: () => string; url: () => string }) =>
    sent.method() === 'POST' && sent.url().endsWith('/store/api/closing-dates')
  page.on('requestfinished', (sent) => void (isWrite(sent) && (answered += 1)))
  page.on('requestfailed', (sent) => void (isWrite(sent) && (answered += 1)))
  await page.route('**/store/api/closing-dates', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    posted.push(Date.now())
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return route.fallback()
  })
  await signIn('/stores/')
  await page.getByRole('checkbox', { name: /^Select this page/ }).check()
  const dialog = await openBulkAction(page, 'Add a closing date')
  await dialog.getByLabel('From').fill('2031-05-04')
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: 'Save' }).click()
  const overlapping = dialog.getByRole('button', { name: /^Skip th/ })
  const running = page.getByRole('progressbar', { name: /^Add the closing date/ })
  await expect(running.or(overlapping).first()).toBeVisible({ timeout: 60_000 })
  if (await overlapping.isVisible()) await overlapping.click()
  await expect(running).toBeVisible()
  await expect.poll(() => posted.length).toBeGreaterThan(0)

  await page.getByRole('button', { name: /^Account/ }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Logging out stops it' })).toBeVisible()
  expect(page.url(), 'still signed in after the first press').toContain('/stores/')
  await page.getByRole('button', { name: 'Log out anyway' }).click()
  const leftAt = Date.now()
  await page.waitForURL(/\/auth\/login\//)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()

  // Steps in flight finish (at most six); none starts after the session ended.
  await expect.poll(() => answered, { timeout: 10_000 }).toBe(posted.length)
  expect(posted.filter((at) => at > leftAt + 500).length, 'writes started after the sign-out').toBe(0)
  const made = (await all('closing-dates')).filter((closure) => closure.reason === reason)
  expect(made.length).toBeLessThan(25)
  await expect(page.getByRole('region', { name: /^Add the closing date/ })).toHaveCount(0)
})
