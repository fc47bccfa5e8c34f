import type { Page } from '@playwright/test'

import { allPartners } from './support/mock-data'
import { axeWithBestPractice } from './support/axe'
import { expect, test } from './support/shared-context'

/**
 * A list as a map, every matching partner of all pages on the offline world map,
 * grouped where dense, reachable by keyboard, with the ones without a location counted.
 */

const TEXT = {
  en: {
    prefix: '',
    map: 'Map',
    table: 'Table',
    label: 'Stores on a map',
    shown: /(\d+) partners on the map/,
    unplaced: /(\d+) partners? ha(?:s|ve) no location/,
  },
  'zh-TW': {
    prefix: '/zh-TW',
    map: '地圖',
    table: '表格',
    label: '門市地圖',
    shown: /地圖上有 (\d+) 個業務夥伴/,
    unplaced: /(\d+) 個業務夥伴沒有位置/,
  },
} as const

const hasPlace = (partner: Record<string, unknown>) => {
  const { latitude, longitude } = partner as { latitude?: number | null; longitude?: number | null }
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 85 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  )
}

/** How many partners the marks on the map stand for: each link one, each group its count. */
async function partnersOnMap(page: Page) {
  const groups = await page.locator('main svg g[role="button"] text').allTextContents()
  return (await page.locator('main svg a').count()) + groups.reduce((sum, count) => sum + Number(count), 0)
}

for (const language of ['en', 'zh-TW'] as const) {
  test(`every store of the list is on the map, and the keyboard reaches one (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const text = TEXT[language]
    const stores = (await allPartners(request, { bpType: 'store' })) as unknown as Record<string, unknown>[]
    const placed = stores.filter(hasPlace).length
    await signIn(`${text.prefix}/stores/`)
    await page.getByRole('button', { name: text.map }).click()
    await expect(page).toHaveURL(/[?&]view=map/)
    const map = page.getByRole('group', { name: text.label })
    await expect(map).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: text.shown })).toContainText(String(placed))
    // The mock world leaves two stores without a location (mocks/data/partners.ts).
    expect(stores.length - placed).toBe(2)
    const unplaced = new RegExp(text.unplaced.source.replace('(\\d+)', `(?<!\\d)${stores.length - placed}`))
    await expect(page.getByText(text.unplaced)).toHaveText(unplaced)
    await expect.poll(() => partnersOnMap(page)).toBe(placed)
    expect(await axeWithBestPractice(page).include('main').analyze()).toMatchObject({ violations: [] })

    // Keyboard only: from the map, Tab to the first mark; a group opens with Enter (focus back on
    // the map), until the first mark is a single store; Enter opens it.
    await map.focus()
    const focusedIsLink = () => page.evaluate(() => document.activeElement?.tagName.toLowerCase() === 'a')
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab')
      if (await focusedIsLink()) break
      await page.keyboard.press('Enter')
      await expect(map).toBeFocused()
    }
    expect(await focusedIsLink()).toBe(true)
    const name = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? ''
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/stores/detail/\\?id=\\d+`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.split(/[,，]/)[0] ?? '')

    // Back to the map; Table returns to the table with the same search.
    await page.goBack()
    await page.getByRole('button', { name: text.table }).click()
    await expect(page).not.toHaveURL(/view=map/)
    await expect(page.locator('main table tbody tr').first()).toBeVisible()
  })
}

test('the map keeps the search and filters, and a group zooms in when chosen', async ({
  page,
  request,
  signIn,
}) => {
  const taiwan = (await allPartners(request, { bpType: 'store', country: 'TW' })) as unknown as Record<
    string,
    unknown
  >[]
  await signIn('/stores/?country=TW&view=map')
  await expect(page.getByRole('status').filter({ hasText: /partners on the map/ })).toContainText(
    String(taiwan.filter(hasPlace).length),
  )
  await expect.poll(() => partnersOnMap(page)).toBe(taiwan.filter(hasPlace).length)
  const group = page.locator('main svg g[role="button"]').first()
  const before = await page.locator('main svg g[role="button"], main svg a').count()
  await group.click()
  await expect
    .poll(() => page.locator('main svg g[role="button"], main svg a').count())
    .toBeGreaterThan(before)
})
