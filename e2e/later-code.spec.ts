import type { Page } from '@playwright/test'

import { scriptModules } from '../scripts/bundle-budget/read-build'
import { RECORDS_WAIT_MAX_MS } from '../src/features/partners/detail/use-partner-records'
import { STALLED_DATA_WAIT_MS } from '../src/lib/page-load/phases'

import { expect, test } from './support/fixtures'
import { rowLinks } from './support/page'
import { SITE_DIR } from './support/site'

/**
 * What a page loads after its first data is the code it shows, not another feature's: Gatsby
 * put every module two lazy chunks shared into one 97 kB gzip chunk (world map, editing forms,
 * dialogs, toaster), which a list's or a partner's page then loaded whole
 * (scripts/build/shared-chunks.ts). Read from the scripts the page has loaded once it settles,
 * mapped to their modules through the build's source maps.
 */

/**
 * Code that loads when it is first used: the editing forms and their dialog (a partner's page
 * loads only its Edit buttons), the jump dialog, the import dialog and its spreadsheet readers and
 * writer (a list loads only its Import button), the menus' and dialogs' library, the toaster.
 */
const NEVER_BEFORE_USE = [
  /^src\/features\/partners\/edit\/(.+-form|edit-dialog|save-controls)\.tsx$/,
  /^src\/features\/partners\/jump\/jump-dialog\.tsx$/,
  /^src\/features\/partners\/bulk\/import\/import-dialog\.tsx$/,
  /^npm:(papaparse|read-excel-file|write-excel-file)$/,
  /^npm:@headlessui\/react$/,
  /^npm:react-hot-toast$/,
]
/** The list's map view, and the projection the partner page's map shares with it. */
const MAP = [/^npm:d3-geo$/, /^src\/features\/partners\/list\/map\//]
/** How long the services' answer is held: well short of the map's cap on its wait. */
const SERVICES_HELD_MS = 800

async function loadedModules(page: Page) {
  await page.waitForLoadState('networkidle')
  return scriptsModules(page)
}

/** Every script of the site the page has asked for so far, with when it was asked for. */
const scriptsAsked = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name, startTime }) => ({ file: new URL(name).pathname.slice(1), startTime }))
      .filter(({ file }) => file.endsWith('.js') && !file.includes('/')),
  )

/** The modules a script of the build holds, from its source map. */
const modulesOf = (file: string) => scriptModules(SITE_DIR, file).map(({ module }) => module)

/** The modules of every script the page has asked for so far. */
async function scriptsModules(page: Page) {
  return [...new Set((await scriptsAsked(page)).flatMap(({ file }) => modulesOf(file)))]
}

/** Opens a partner's page signed in, and waits until every section has its records. */
async function openSettledPartnerPage(page: Page, signIn: (path: string) => Promise<void>, path: string) {
  await signIn(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
}

const matching = (modules: string[], patterns: RegExp[]) =>
  modules.filter((module) => patterns.some((pattern) => pattern.test(module)))

test('a list, settled, has loaded no code of the map, the editing forms or the dialogs', async ({
  page,
  signIn,
}) => {
  await signIn('/dealers/')
  await expect(rowLinks(page).first()).toBeVisible()
  const modules = await loadedModules(page)
  expect(modules).toContain('npm:axios')
  expect(matching(modules, [...NEVER_BEFORE_USE, ...MAP])).toEqual([])
})

test("a partner's page, settled, has loaded its location map but no editing form or jump dialog", async ({
  page,
  signIn,
}) => {
  await openSettledPartnerPage(page, signIn, '/stores/detail/?id=3')
  // Drawn once the records are in and its place is seen: waiting for the network to be quiet
  // is not enough, as Playwright's networkidle may have come before the records did.
  await expect(page.locator('#location').getByRole('img', { name: /^Location of / })).toBeVisible()
  const modules = await loadedModules(page)
  expect(modules).toContain('npm:d3-geo')
  expect(matching(modules, NEVER_BEFORE_USE)).toEqual([])
})

test("a partner's page loads its map's code only once the partner's records have answered", async ({
  page,
  signIn,
}) => {
  // The services answer last, a while after they were asked for, so a map that did not wait for
  // them would be seen asking for its code sooner.
  await page.route('**/store/api/services?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SERVICES_HELD_MS))
    await route.continue()
  })
  await signIn('/stores/detail/?id=12')
  const location = page.locator('#location')
  await expect(location.getByRole('img', { name: /^Location of / })).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)

  // Told from the page's own clock, not from how soon this test looked, so a slow machine cannot
  // change the verdict: the map waits for its records or for its cap, which starts no sooner than
  // the page's first data (or the stalled-data wait after its load event).
  const { loadEnd, answers, services } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(({ name }) =>
      new URL(name).pathname.startsWith('/store/api/'),
    )
    return {
      loadEnd: navigation?.loadEventEnd ?? 0,
      answers: api.map(({ responseEnd }) => responseEnd),
      services: api
        .filter(({ name }) => name.includes('/store/api/services?'))
        .map(({ responseEnd }) => responseEnd),
    }
  })
  const scripts = await scriptsAsked(page)
  const mapScripts = scripts.filter(({ file }) => matching(modulesOf(file), MAP).length > 0)
  expect(mapScripts).not.toEqual([])
  expect(services).not.toEqual([])
  const capFrom = Math.min(...answers, loadEnd + STALLED_DATA_WAIT_MS)
  const recordsIn = Math.min(Math.max(...services), capFrom + RECORDS_WAIT_MAX_MS)
  expect(Math.min(...mapScripts.map(({ startTime }) => startTime))).toBeGreaterThanOrEqual(recordsIn)
})

test.describe('on a phone', () => {
  // A viewer in Berlin, so the open-now line names the partner's own zone (Asia/Taipei).
  test.use({ viewport: { width: 412, height: 823 }, timezoneId: 'Europe/Berlin' })

  test("a partner's page loads its map's code only once the map is scrolled into view", async ({
    page,
    signIn,
  }) => {
    await openSettledPartnerPage(page, signIn, '/stores/detail/?id=12')
    const location = page.locator('#location')
    // The test's premise: the map starts below the fold.
    expect((await location.boundingBox())?.y).toBeGreaterThan(823)
    expect(matching(await loadedModules(page), MAP)).toEqual([])
    await expect(location.getByRole('img', { name: /^Location of / })).toHaveCount(0)

    await location.scrollIntoViewIfNeeded()

    await expect(location.getByRole('img', { name: /^Location of / })).toBeVisible()
    expect(await loadedModules(page)).toContain('npm:d3-geo')
  })

  test("a partner in a country of one time zone gets its zone without the zone map's code", async ({
    page,
    signIn,
  }) => {
    // Store 3, in Taiwan, has opening hours: its open-now line says what time it is there.
    await openSettledPartnerPage(page, signIn, '/stores/detail/?id=3')
    await expect(page.getByText(/\(Asia\/Taipei\)/)).toBeVisible()
    expect(await loadedModules(page)).not.toContain('npm:@photostructure/tz-lookup')
  })
})
