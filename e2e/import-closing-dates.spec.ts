import type { APIRequestContext, Page } from '@playwright/test'
import writeXlsxFile from 'write-excel-file/universal'

import { expectNoViolations } from './support/axe'
import { expect, test } from './support/shared-context'
import { startPrivateMock, type PrivateMock } from './support/private-mock'

/**
 * Closing dates imported from a spreadsheet, against the production build: a file chosen in the
 * list's import dialog, its rows matched and checked in the preview, nothing written before
 * Import. The spec has a mock service of its own (the import writes to many partners), which
 * starts as the seeded world every mock starts as.
 */

/** Not the suite's shared mock (9100), nor a port the bench or other specs take. */
const PORT = 9263

// One after the other, in one worker: a worker each would start two servers on the one port.
test.describe.configure({ mode: 'default' })

let mock: PrivateMock
test.beforeAll(async () => {
  mock = await startPrivateMock(PORT)
})
test.afterAll(async () => {
  await mock.stop()
})
// The first test imports closing dates the second's days would overlap.
test.beforeEach(async () => {
  await mock.reset()
})

type Record = { id: number; [field: string]: unknown }

/** Every record of a resource in the spec's own mock, read as the app reads it. */
async function records(request: APIRequestContext, resource: string): Promise<Record[]> {
  const token = (await (
    await request.post(`${mock.origin}/auth/oauth2/token`, {
      form: { grant_type: 'client_credentials', client_id: 'portal-dev', client_secret: 'dev-secret' },
    })
  ).json()) as { access_token: string }
  const response = await request.get(`${mock.origin}/store/api/${resource}`, {
    params: { pageSize: '500' },
    headers: { authorization: `Bearer ${token.access_token}`, 'x-api-key': 'dev-api-key' },
  })
  return ((await response.json()) as { list: Record[] }).list
}

/** Two active partners with closing dates (none of them permanent), and one of those dates. */
async function twoPartners(request: APIRequestContext) {
  const closures = await records(request, 'closing-dates')
  const [a, b] = (await records(request, 'business-partners')).filter(
    (partner) => partner.status === 'active' && closures.some((row) => row.bpId === partner.id),
  )
  const existing = closures.find((row) => row.bpId === a?.id && row.from)
  if (!a || !b || !existing) throw new Error('the mock world has no two active partners with closing dates')
  return { a, b, existing, closures }
}

async function openImport(page: Page, signIn: (path: string) => Promise<void>) {
  await mock.route(page.context())
  await signIn('/dealers/')
  // The list's actions come once its rows are on screen and the page is idle.
  await page.getByRole('button', { name: 'Import closing dates' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import closing dates' })
  // The dialog's root has no size of its own (its frame is fixed): its title shows it is open.
  await expect(dialog.getByRole('heading', { name: 'Import closing dates' })).toBeVisible()
  return dialog
}

const rowNumbered = (dialog: ReturnType<Page['getByRole']>, row: number) =>
  dialog
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('rowheader', { name: String(row), exact: true }) })

test('an 8-row CSV with 3 bad rows: the preview names the 3, and Import offers the 5 others', async ({
  page,
  request,
  signIn,
}) => {
  const { a, b, existing, closures } = await twoPartners(request)
  const csv = [
    '\uFEFF帳號,起日,迄日,原因',
    `${a.accountNum},2031-03-02,2031-03-03,Stocktaking`,
    `${b.accountNum},2031/3/2,,`,
    'XX-404,2031-03-02,,',
    `${a.accountNum},2031-04-01,,"Inventory, yearly"`,
    `${b.accountNum},2031-13-01,,`,
    `${b.accountNum},2031-05-01,2031-05-02,Renovation`,
    `${a.accountNum},${String(existing.from)},,`,
    `${b.accountNum},2031-06-01,,`,
  ].join('\r\n')
  const dialog = await openImport(page, signIn)
  await expectNoViolations(page)

  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'closing-dates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })

  await expect(dialog.getByRole('status')).toHaveText('5 rows ready, 3 with problems')
  await expect(rowNumbered(dialog, 4)).toContainText('No partner has this account number.')
  await expect(rowNumbered(dialog, 6)).toContainText('From is not a date.')
  await expect(rowNumbered(dialog, 8)).toContainText("Overlaps the partner's closing date")
  for (const ready of [2, 3, 5, 7, 9]) await expect(rowNumbered(dialog, ready)).toContainText('Ready')
  await expect(rowNumbered(dialog, 2)).toContainText(String(a.name))
  const importButton = dialog.getByRole('button', { name: 'Import 5 closing dates' })
  await expect(importButton).toBeVisible()
  await expectNoViolations(page)

  // Nothing is written before Import.
  expect(await records(request, 'closing-dates')).toEqual(closures)

  await importButton.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Import closing dates' })).toBeFocused()

  // The run: its panel ends with both partners done (the 5 rows are 3 closures of one partner,
  // 2 of the other), and the service then holds exactly those 5 new closing dates.
  await expect(page.getByRole('button', { name: 'Show the report' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('region', { name: /closing dates/ })).toContainText(
    '2 done, 0 skipped, 0 failed',
  )
  const added = (await records(request, 'closing-dates')).filter(
    (row) => !closures.some((before) => before.id === row.id),
  )
  const days = (partner: Record) =>
    added
      .filter((row) => row.bpId === partner.id)
      .map((row) => `${String(row.from)}..${String(row.to)} ${String(row.reason ?? '')}`)
      .sort()
  expect(days(a)).toEqual(['2031-03-02..2031-03-03 Stocktaking', '2031-04-01..2031-04-01 Inventory, yearly'])
  expect(days(b)).toEqual([
    '2031-03-02..2031-03-02 ',
    '2031-05-01..2031-05-02 Renovation',
    '2031-06-01..2031-06-01 ',
  ])
  expect(added).toHaveLength(5)
})

test('a workbook of 6,000 rows is read and checked in the browser, under the site’s CSP', async ({
  page,
  request,
  signIn,
}) => {
  const { a } = await twoPartners(request)
  const day = (n: number) => new Date(Date.UTC(2031, 0, 1 + n))
  const workbook = await writeXlsxFile([
    [{ value: 'Account number' }, { value: 'From' }, { value: 'Reason' }],
    // Its sheet is 0.7 MB of XML: fflate would inflate it in a blob: worker, which the CSP refuses
    // (the fixtures fail on any refusal), had read-spreadsheet.ts not inflated it itself.
    ...Array.from({ length: 6000 }, (_, n) => [
      { value: String(a.accountNum) },
      { value: day(n), type: Date, format: 'yyyy-mm-dd' },
      { value: `Closed on day ${n} of the long test, for the yearly stocktaking` },
    ]),
  ]).toBlob()
  const dialog = await openImport(page, signIn)

  await dialog.getByLabel('Spreadsheet file').setInputFiles({
    name: 'closing-dates.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.arrayBuffer()),
  })

  // Reading, matching and checking 6,000 rows takes a few seconds on a loaded machine.
  await expect(dialog.getByRole('status')).toHaveText('6,000 rows ready, 0 with problems', {
    timeout: 30_000,
  })
  await expect(dialog.getByRole('button', { name: 'Import 6,000 closing dates' })).toBeVisible()
  await expect(rowNumbered(dialog, 2)).toContainText('2031-01-01')
  // 25 rows a page: the last page holds rows 5977 to 6001.
  await dialog.getByRole('button', { name: 'Last page' }).click()
  await expect(rowNumbered(dialog, 6001)).toContainText('2047-06-05')
})
