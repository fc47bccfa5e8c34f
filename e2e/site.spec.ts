import { currentPath, expect, test } from './support/shared-context'
import { findPartners } from './support/mock-data'

/**
 * The site's frame in a real browser: header, languages, not-found, start-up log, route-change
 * notice.
 */

test('the header shows the logo, four links with the active one bold, and the avatar', async ({
  page,
  signIn,
}) => {
  await signIn('/dealers/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link')).toHaveText(['All', 'Distributors', 'Dealers', 'Stores'])
  const active = nav.getByRole('link', { name: 'Dealers' })
  await expect(active).toHaveAttribute('aria-current', 'page')
  await expect(active).toHaveCSS('font-weight', '700')
  await expect(active).toHaveCSS('color', 'rgb(0, 0, 0)')
  await expect(nav.getByRole('link', { name: 'Stores' })).not.toHaveCSS('font-weight', '700')
  // The logo: the brand's mark, drawn inline (hidden from assistive technology: the link is named).
  await expect(page.getByRole('link', { name: 'Business Partners home' }).locator('svg')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky')
})

test('the pre-rendered header stays in place while the page starts: the search button never blinks out', async ({
  page,
  signIn,
}) => {
  await signIn('/dealers/')
  // Every removal of the search button (it carries the Ctrl+K shortcut) from the document.
  await page.addInitScript(() => {
    const removed: string[] = ((window as { __jumpRemovals?: string[] }).__jumpRemovals = [])
    const jump = 'button[aria-keyshortcuts]'
    new MutationObserver((records) => {
      for (const { removedNodes } of records)
        for (const node of removedNodes)
          if (node instanceof Element && (node.matches(jump) || node.querySelector(jump)))
            removed.push(node.outerHTML.slice(0, 80))
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/dealers/')
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Find a partner' })).toBeVisible()
  await expect(page.locator('main table tbody tr').first()).toBeVisible()
  expect(await page.evaluate(() => (window as { __jumpRemovals?: string[] }).__jumpRemovals)).toEqual([])
})

for (const width of [360, 1280]) {
  for (const language of ['en', 'zh-TW'] as const) {
    test(`the header fits a ${width} px window in ${language}`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: 800 })
      await signIn(language === 'en' ? '/stores/' : '/zh-TW/stores/')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      for (const link of await page.getByRole('banner').getByRole('navigation').getByRole('link').all())
        await expect(link).toBeInViewport()
      await page.getByRole('banner').screenshot({ path: `test-results/header-${language}-${width}.png` })
    })
  }
}

test('the language switcher keeps the page and its query, and the choice sticks', async ({
  page,
  request,
  signIn,
}) => {
  const [dealer] = await findPartners(request, { bpType: 'dealer', pageSize: '1' })
  if (!dealer) throw new Error('the mock world has no dealer')
  await signIn(`/dealers/detail/?id=${dealer.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.name)
  await page.getByRole('link', { name: '繁體中文' }).click()
  await page.waitForURL((url) => url.pathname === '/zh-TW/dealers/detail/')
  expect(currentPath(page)).toBe(`/zh-TW/dealers/detail/?id=${dealer.id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
  await expect(
    page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '經銷商' }),
  ).toHaveAttribute('aria-current', 'true')
  // An unprefixed address now leads to the stored language.
  await page.goto('/stores/')
  await page.waitForURL((url) => url.pathname === '/zh-TW/stores/')
  await page.getByRole('link', { name: 'English' }).click()
  await page.waitForURL((url) => url.pathname === '/stores/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/dealers/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealers')
})

test.describe('a browser asking for Chinese', () => {
  // The fixture's own context, not browser.newContext(): its uncaught-error and CSP checks apply.
  test.use({ locale: 'zh-TW' })

  test('is sent to zh-TW on its first visit', async ({ page }) => {
    await page.goto('/auth/login/')
    await page.waitForURL((url) => url.pathname === '/zh-TW/auth/login/')
    await expect(page.getByRole('button', { name: '登入' })).toBeVisible()
  })
})

test('garbage in the stored language falls back to the detected one', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gatsby-i18next-language', '<script>x</script>'))
  await page.goto('/auth/login/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Business Partners')
  expect(new URL(page.url()).pathname).toBe('/auth/login/')
})

test('an unknown path under /zh-TW/ shows the zh-TW not-found page', async ({ page }) => {
  await page.goto('/zh-TW/no-such-page/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到頁面')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
  await page.goto('/no-such-page/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})

test('the app logs its build version and time at start-up', async ({ page }) => {
  const lines: string[] = []
  page.on('console', (message) => lines.push(message.text()))
  await page.goto('/auth/login/')
  await expect
    .poll(() => lines.find((line) => line.startsWith('Business Partners ')))
    .toMatch(/^Business Partners \d+\.\d+\.\d+\S* \(built \d{4}-\d\d-\d\dT[\d:.]+Z\)$/)
})

test('a route change slower than 1 s shows a translated status notice until the page arrives', async ({
  page,
  signIn,
}) => {
  // Hold the next page's data from the start, before Gatsby can prefetch it.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/page-data/zh-TW/stores/page-data.json', async (route) => {
    await held
    await route.continue()
  })
  await signIn('/zh-TW/')
  await page.getByRole('navigation').getByRole('link', { name: '門市' }).click()
  const notice = page.getByRole('status').filter({ hasText: '頁面載入中…' })
  await expect(notice).toBeVisible({ timeout: 5000 })
  release()
  await page.waitForURL((url) => url.pathname === '/zh-TW/stores/')
  await expect(notice).toHaveCount(0)
})

test('the user card opens with the keyboard and closes with Escape', async ({ page, signIn }) => {
  await signIn('/')
  const avatar = page.getByRole('button', { name: 'Account: Wen-Hsin Lin' })
  await avatar.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(page.getByText('wen-hsin.lin@example.com')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden()
  await expect(avatar).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await page.mouse.click(5, 700)
  await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden()
})
