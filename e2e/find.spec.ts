import type { APIRequestContext, Page } from '@playwright/test'

import { expectNoViolations } from './support/axe'
import { allPartners } from './support/mock-data'
import { currentPath, expect, test } from './support/shared-context'
import { rows } from './support/page'

/**
 * Against the production build, in both languages: jump to a partner with
 * Ctrl+K (by name, by account number, recently opened), `/` on a list, and saved views.
 */

const TEXT = {
  '': {
    open: 'Find a partner',
    find: 'Name, account number or city',
    recent: 'Recently opened',
    views: 'Views',
    saveView: 'Save view',
    viewName: 'View name',
    rename: (name: string) => `Rename view ${name}`,
    remove: (name: string) => `Delete view ${name}`,
    confirmDelete: 'Delete',
  },
  '/zh-TW': {
    open: '尋找夥伴',
    find: '名稱、帳號或城市',
    recent: '最近開啟',
    views: '檢視',
    saveView: '儲存檢視',
    viewName: '檢視名稱',
    rename: (name: string) => `重新命名檢視 ${name}`,
    remove: (name: string) => `刪除檢視 ${name}`,
    confirmDelete: '刪除',
  },
} as const

/** A store whose name no other partner's searched fields hold: typing it finds it first. */
async function uniquelyNamedStore(request: APIRequestContext) {
  const everyone = await allPartners(request, {})
  const searched = (partner: (typeof everyone)[number]) =>
    [partner.name, partner.accountNum, partner.city, partner.email].join('\n').toLowerCase()
  const store = everyone.find(
    (candidate) =>
      candidate.bpType === 'store' &&
      everyone.every(
        (other) => other === candidate || !searched(other).includes(candidate.name.toLowerCase()),
      ),
  )
  if (!store) throw new Error('the mock world has no uniquely named store')
  return store
}

/**
 * The list's rows are there, and the header's search button: its shortcuts arrive with it, just
 * after the page's first script (app/header/site-header.tsx), as a user would see.
 */
async function ready(page: Page, prefix: keyof typeof TEXT) {
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: TEXT[prefix].open })).toBeVisible()
}

const jumpField = (page: Page, prefix: keyof typeof TEXT) =>
  page.getByRole('combobox', { name: TEXT[prefix].find })

for (const prefix of ['', '/zh-TW'] as const) {
  const text = TEXT[prefix]
  const lang = prefix ? ' (zh-TW)' : ''

  test(`Ctrl+K finds a partner by name, Enter opens it, and it is then listed as recent${lang}`, async ({
    page,
    request,
    signIn,
  }) => {
    const store = await uniquelyNamedStore(request)
    await signIn(`${prefix}/dealers/`)
    await ready(page, prefix)
    await page.keyboard.press('Control+k')
    await jumpField(page, prefix).fill(store.name)
    await expect(page.getByRole('option').first()).toContainText(store.name)
    await expectNoViolations(page)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === `${prefix}/stores/detail/`)
    expect(currentPath(page)).toBe(`${prefix}/stores/detail/?id=${store.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.name)

    // With nothing typed, the dialog offers the partner just opened.
    await page.keyboard.press('Control+k')
    await expect(jumpField(page, prefix)).toBeFocused()
    await expect(page.getByText(text.recent)).toBeVisible()
    await expect(page.getByRole('option')).toHaveCount(1)
    await expect(page.getByRole('option')).toContainText(store.name)
  })

  test(`Ctrl+K finds a partner by account number; Escape gives focus back${lang}`, async ({
    page,
    request,
    signIn,
  }) => {
    const [dealer] = await allPartners(request, { bpType: 'dealer' })
    await signIn(`${prefix}/`)
    await ready(page, prefix)
    const dealersLink = page.getByRole('navigation').getByRole('link').nth(2)
    await dealersLink.focus()
    await page.keyboard.press('Control+k')
    await expect(jumpField(page, prefix)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(dealersLink).toBeFocused()

    await page.keyboard.press('Control+k')
    await jumpField(page, prefix).fill(dealer?.accountNum ?? '')
    await expect(page.getByRole('option')).toHaveCount(1)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === `${prefix}/dealers/detail/`)
    expect(currentPath(page)).toBe(`${prefix}/dealers/detail/?id=${dealer?.id}`)
  })

  test(`/ puts the cursor in the list's search, but not while typing in a field${lang}`, async ({
    page,
    signIn,
  }) => {
    await signIn(`${prefix}/stores/`)
    await ready(page, prefix)
    const search = page.getByRole('searchbox')
    await expect(search).not.toBeFocused()
    await page.keyboard.press('/')
    await expect(search).toBeFocused()
    await expect(search).toHaveValue('')
    await page.keyboard.type('a/b')
    await expect(search).toHaveValue('a/b')
    await expect(search).toBeFocused()
  })

  test(`a saved view opens from the menu and from its link; rename and delete work${lang}`, async ({
    page,
    signIn,
  }) => {
    await signIn(`${prefix}/dealers/?status=active&pageSize=50&page=1`)
    await expect(rows(page).first()).toBeVisible()
    const viewsButton = page.getByRole('button', { name: text.views, exact: true })
    await viewsButton.click()
    await page.getByRole('button', { name: text.saveView }).click()
    await page.getByRole('textbox', { name: text.viewName }).fill('Active 50')
    await page.keyboard.press('Enter')
    const viewLink = page.getByRole('link', { name: 'Active 50' })
    await expect(viewLink).toHaveAttribute('href', `${prefix}/dealers/?status=active&pageSize=50`)
    await expectNoViolations(page)

    // From the menu, on another state of the same list.
    await page.goto(`${prefix}/dealers/?status=closing`)
    await expect(rows(page).first()).toBeVisible()
    await viewsButton.click()
    await viewLink.click()
    await page.waitForURL((url) => url.search === '?status=active&pageSize=50')
    await expect(viewsButton).toHaveAttribute('aria-expanded', 'false')

    // From its link (what Copy link copies), on a fresh page load.
    await viewsButton.click()
    const href = await viewLink.getAttribute('href')
    await page.goto(`${prefix}/stores/`)
    await page.goto(href ?? '')
    await expect(rows(page).first()).toBeVisible()
    expect(currentPath(page)).toBe(`${prefix}/dealers/?status=active&pageSize=50`)

    await viewsButton.click()
    await page.getByRole('button', { name: text.rename('Active 50') }).click()
    await page.getByRole('textbox', { name: text.viewName }).fill('Active dealers')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('link', { name: 'Active dealers' })).toBeVisible()
    await page.getByRole('button', { name: text.remove('Active dealers') }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: text.confirmDelete }).click()
    await expect(page.getByRole('link', { name: 'Active dealers' })).toHaveCount(0)
    await page.reload()
    await viewsButton.click()
    await expect(page.getByRole('button', { name: text.saveView })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Active dealers' })).toHaveCount(0)
  })
}
