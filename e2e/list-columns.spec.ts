import { readFileSync } from 'node:fs'

import { expect, test } from './support/shared-context'

/**
 * The user chooses the table's columns (the name always) and its row density; both
 * are kept per user in the browser; the CSV export still writes every column.
 */

const TEXT = {
  en: {
    prefix: '',
    columns: 'Columns',
    phone: 'Phone',
    name: 'Name',
    compact: 'Compact',
    comfortable: 'Comfortable',
  },
  'zh-TW': {
    prefix: '/zh-TW',
    columns: '欄位',
    phone: '電話',
    name: '名稱',
    compact: '緊湊',
    comfortable: '寬鬆',
  },
} as const

for (const language of ['en', 'zh-TW'] as const) {
  test(`a column is hidden, stays hidden after a reload, and comes back (${language})`, async ({
    page,
    signIn,
  }) => {
    const text = TEXT[language]
    await signIn(`${text.prefix}/dealers/`)
    const header = (name: string) =>
      page.locator('main table thead th').filter({ hasText: new RegExp(`^${name}$`) })
    await expect(header(text.phone)).toHaveCount(1)

    await page.getByRole('button', { name: text.columns }).click()
    await expect(page.getByRole('checkbox', { name: text.name })).toBeDisabled()
    await page.getByRole('checkbox', { name: text.phone }).uncheck()
    await expect(header(text.phone)).toHaveCount(0)
    const rowHeight = async () =>
      (await page.locator('main table tbody tr').first().boundingBox())?.height ?? 0
    const comfortable = await rowHeight()
    await page.getByRole('radio', { name: text.compact }).check()
    await expect.poll(rowHeight).toBeLessThan(comfortable)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: text.columns })).toBeFocused()

    await page.reload()
    await expect(page.locator('main table tbody tr').first()).toBeVisible()
    await expect(header(text.phone)).toHaveCount(0)
    await expect.poll(rowHeight).toBeLessThan(comfortable)

    await page.getByRole('button', { name: text.columns }).click()
    await page.getByRole('checkbox', { name: text.phone }).check()
    await page.getByRole('radio', { name: text.comfortable }).check()
    await expect(header(text.phone)).toHaveCount(1)
  })
}

test('the CSV export writes every column, hidden ones too', async ({ page, signIn }) => {
  await signIn('/?country=TW')
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'Email' }).uncheck()
  await expect(page.locator('main table thead th').filter({ hasText: /^Email$/ })).toHaveCount(0)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const csv = readFileSync((await download.path()) ?? '', 'utf8')
  expect(
    csv.startsWith('\uFEFFName,Account number,Type,Status,City,Country,Phone,Email,Last modified\r\n'),
  ).toBe(true)
  // Pressing Export, outside the Columns panel, closed it.
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'Email' }).check()
})
