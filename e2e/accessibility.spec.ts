import type { Locator, Page } from '@playwright/test'

import { expectNoViolations } from './support/axe'
import { expect, test } from './support/shared-context'

for (const prefix of ['', '/zh-TW'] as const) {
  test(`public pages pass axe${prefix ? ' in zh-TW' : ''}`, async ({ page }) => {
    await page.goto(`${prefix}/auth/login/`)
    await expect(page.getByRole('button', { name: prefix ? '登入' : 'Sign in' })).toBeEnabled()
    await expectNoViolations(page)
    for (const path of ['/no-such-page/', '/500/', '/auth/callback/']) {
      await page.goto(`${prefix}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoViolations(page)
    }
  })
}

// Each kind of detail page, with every section filled, passes axe wide and at 360 px in both
// languages, the account menu open too: partner-detail-sections.spec.ts.

for (const prefix of ['', '/zh-TW'] as const) {
  // The overview's charts (SVG links and toggle buttons), its calendar and its lists, counted,
  // wide and at 360 px, with a chart's table shown.
  test(`the overview passes axe${prefix ? ' in zh-TW' : ''}, wide and at 360 px`, async ({
    page,
    signIn,
  }) => {
    await signIn(`${prefix}/overview/`)
    await expect(page.locator('main section[aria-labelledby="status-title"] svg a').first()).toBeVisible()
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
    await expectNoViolations(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await page
      .getByRole('button', { name: prefix ? '以表格顯示' : 'Show as a table' })
      .first()
      .click()
    await expectNoViolations(page)
  })
}

for (const prefix of ['', '/zh-TW'] as const) {
  // The four lists are one component: each is checked once, two in each language.
  test(`the list pages pass axe${prefix ? ' in zh-TW' : ''}, with a filter menu open too`, async ({
    page,
    signIn,
  }) => {
    const paths = prefix ? ['/distributors/', '/stores/'] : ['/', '/dealers/']
    for (const [index, path] of paths.entries()) {
      if (index === 0) await signIn(`${prefix}${path}`)
      else await page.goto(`${prefix}${path}`)
      await expect(page.locator('main table tbody th a').first()).toBeVisible()
      await expectNoViolations(page)
    }
    await page.getByRole('combobox', { name: prefix ? '國家' : 'Country' }).click()
    await expect(page.getByRole('listbox')).toBeVisible()
    await expectNoViolations(page)
    await page.keyboard.press('Escape')
    await page.goto(`${prefix}/stores/?q=no-such-shop`)
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
    await expectNoViolations(page)
  })
}

/**
 * Presses Tab until `target` has the focus (at most 90 times: a list's 25 rows are two stops
 * each, a box and a link), checking the focus is visible.
 */
async function tabTo(page: Page, target: Locator) {
  const visited: string[] = []
  for (let presses = 0; presses < 90; presses += 1) {
    const focused = await target.evaluate((element) => element === document.activeElement)
    if (focused) {
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element)
        return style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? 'outline' : style.boxShadow
      })
      expect(ring, 'a visible focus indicator').not.toBe('none')
      return
    }
    await page.keyboard.press('Tab')
    visited.push(
      await page.evaluate(() => {
        const active = document.activeElement
        return `${active?.tagName}:${active?.getAttribute('aria-label') ?? active?.textContent?.slice(0, 20)}`
      }),
    )
  }
  throw new Error(`Tab never reached the target; it went through ${visited.join(' | ')}`)
}

test('keyboard only: sign in, a list, a filter, paging and a detail page, each change announced', async ({
  page,
  cognito,
}) => {
  await page.goto('/dealers/')
  await page.waitForURL(/\/auth\/login\//)
  const signIn = page.getByRole('button', { name: 'Sign in' })
  await expect(signIn).toBeEnabled()
  await tabTo(page, signIn)
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/dealers/')
  expect(cognito.pkceChecks).toEqual([true])
  await expect(page.locator('main table tbody th a').first()).toBeVisible()

  // A filter: open with the arrow key, pick with Enter, close with Escape.
  const status = page.getByRole('combobox', { name: 'Status' })
  await tabTo(page, status)
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await page.waitForURL((url) => url.searchParams.has('status'))
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(status).toBeFocused()

  // Paging, back to no filter first so there is a second page.
  await page.goto('/dealers/')
  await expect(page.locator('main table tbody th a').first()).toBeVisible()
  const next = page.getByRole('link', { name: 'Next page' })
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.searchParams.get('page') === '2')
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', /page|true/)

  // A detail page, and the route change told to screen readers.
  await page.locator('body').focus()
  const first = page.locator('main table tbody th a').first()
  const name = (await first.textContent()) ?? ''
  await tabTo(page, first)
  await page.keyboard.press('Enter')
  // Gatsby's route announcer reads the heading as the page arrives, before the partner's data.
  await expect(page.locator('#gatsby-announcer')).toHaveText('Navigated to Dealer')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})
