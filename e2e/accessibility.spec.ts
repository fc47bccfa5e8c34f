import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { findPartners } from './support/mock-data'
import { expect, test } from './support/fixtures'

/** axe-core's WCAG 2.1 A/AA rules on the screens built so far, in both languages. */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // Headless UI's popover adds hidden focus sentinels that hand focus back to the panel; they
    // are focusable by design and never reach a reader, which axe's aria-hidden-focus cannot tell.
    .exclude('[id^="headlessui-focus-sentinel"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

for (const prefix of ['', '/zh-TW'] as const) {
  test(`public pages pass axe${prefix ? ' in zh-TW' : ''}`, async ({ page }) => {
    await page.goto(`${prefix}/auth/login/`)
    await expect(page.getByRole('button', { name: prefix ? '登入' : 'Sign in' })).toBeEnabled()
    await expectNoViolations(page)
    await page.goto(`${prefix}/no-such-page/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoViolations(page)
  })

  test(`private pages pass axe${prefix ? ' in zh-TW' : ''}`, async ({ page, request, signIn }) => {
    const [dealer] = await findPartners(request, { bpType: 'dealer', pageSize: '1' })
    await signIn(`${prefix}/dealers/detail/?id=${dealer?.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer?.name ?? '')
    await expectNoViolations(page)
    await page.getByRole('button', { name: /^(Account|帳號)/ }).click()
    await expectNoViolations(page)
  })
}

for (const prefix of ['', '/zh-TW'] as const) {
  test(`every list page passes axe${prefix ? ' in zh-TW' : ''}, with a filter menu open too`, async ({
    page,
    signIn,
  }) => {
    await signIn(`${prefix}/`)
    for (const path of ['/', '/distributors/', '/dealers/', '/stores/']) {
      await page.goto(`${prefix}${path}`)
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
