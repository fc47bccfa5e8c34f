import type { APIRequestContext, Page } from '@playwright/test'

import { allRecords, MOCK_SERVICE } from './support/mock-data'
import { axeWithBestPractice } from './support/axe'
import { expect, test } from './support/shared-context'
import { refuseWrites } from './support/refuse-writes'

/**
 * A partner's closing dates are added, changed and deleted from its page,
 * against the production build and the mock service, which replaces a record on PUT. Each test
 * works on a dealer of its own, on days in 2031 that no mock closure comes near, and removes what
 * it added, so tests running beside it are not disturbed.
 */

const TEXT = {
  en: {
    prefix: '',
    section: 'Closing dates',
    add: 'Add closing date',
    from: 'From',
    to: 'To',
    reason: 'Reason',
    save: 'Save',
    change: 'Change',
    delete: 'Delete',
    added: 'Closing date added.',
    saved: 'Closing date saved.',
    deleted: 'Closing date deleted.',
    question: 'Delete the closing date',
    cancel: 'Cancel',
    refused: 'Not saved: The data service had a problem (error 500)',
    notDone: 'Not done: The data service had a problem (error 500)',
  },
  'zh-TW': {
    prefix: '/zh-TW',
    section: '公休日',
    add: '新增公休日',
    from: '起',
    to: '迄',
    reason: '原因',
    save: '儲存',
    change: '修改',
    delete: '刪除',
    added: '已新增公休日。',
    saved: '已儲存公休日。',
    deleted: '已刪除公休日。',
    question: '要刪除公休日',
    cancel: '取消',
    refused: '未儲存：資料服務發生問題（錯誤 500）',
    notDone: '未完成：資料服務發生問題（錯誤 500）',
  },
} as const

async function api(request: APIRequestContext) {
  const token = (await (
    await request.post(`${MOCK_SERVICE}/auth/oauth2/token`, {
      form: { grant_type: 'client_credentials', client_id: 'portal-dev', client_secret: 'dev-secret' },
    })
  ).json()) as { access_token: string }
  const headers = { authorization: `Bearer ${token.access_token}`, 'x-api-key': 'dev-api-key' }
  const url = (id?: number) => `${MOCK_SERVICE}/store/api/closing-dates${id === undefined ? '' : `/${id}`}`
  return {
    get: async (id: number) =>
      (await request.get(url(id), { headers })).json() as Promise<Record<string, unknown>>,
    create: async (body: Record<string, unknown>) =>
      (await request.post(url(), { headers, data: body })).json() as Promise<{ id: number }>,
    put: (id: number, body: Record<string, unknown>) => request.put(url(id), { headers, data: body }),
    remove: (id: number) => request.delete(url(id), { headers }),
    /** The partner's closing dates this spec made (from 2031 on). */
    ofPartner: async (bpId: number) =>
      (await allRecords(request, 'closing-dates')).filter(
        (record) => record.bpId === bpId && String(record.from) >= '2031',
      ),
  }
}

/** The nth-last dealer: each test its own partner. */
async function ownDealer(request: APIRequestContext, nth: number) {
  const dealers = (await allRecords(request, 'business-partners')).filter(
    (partner) => partner.bpType === 'dealer',
  )
  const dealer = dealers.at(-1 - nth)
  if (!dealer) throw new Error(`no dealer ${nth} from the end`)
  return dealer
}

const section = (page: Page, name: string) =>
  page
    .getByRole('region', { name, exact: true })
    .or(page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) }))
    .first()

for (const [language, nth] of [
  ['en', 0],
  ['zh-TW', 1],
] as const) {
  test(`a refused save and a refused delete are said inside their dialogs, input kept (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const text = TEXT[language]
    const service = await api(request)
    // A dealer of its own past those the other tests take, without a permanent closure, which
    // every new date would overlap.
    const closures = await allRecords(request, 'closing-dates')
    const dealer = (await allRecords(request, 'business-partners'))
      .filter((partner) => partner.bpType === 'dealer')
      .slice(0, -5)
      .filter((partner) => !closures.some((row) => row.bpId === partner.id && !row.to))
      .at(-1 - nth)
    if (!dealer) throw new Error('no dealer without a permanent closure')
    const { id } = await service.create({
      bpId: dealer.id,
      day: '2031-09-01',
      from: '2031-09-01',
      to: '2031-09-02',
      reason: 'E2E refused',
    })
    try {
      await signIn(`${text.prefix}/dealers/detail/?id=${dealer.id}`)
      await refuseWrites(page, 'closing-dates')
      const closures = section(page, text.section)
      await closures.getByRole('button', { name: text.add }).click()
      const form = page.getByRole('dialog')
      await form.getByLabel(text.from).fill('2031-10-10')
      await form.getByLabel(text.reason).fill('Kept')
      await form.getByRole('button', { name: text.save }).click()
      await expect(form.getByRole('alert')).toContainText(text.refused)
      await expect(form.getByLabel(text.reason)).toHaveValue('Kept')
      await form.getByRole('button', { name: text.cancel }).click()
      await expect(form).toHaveCount(0)

      await closures
        .getByRole('button', { name: new RegExp(`^${text.delete}`) })
        .first()
        .click()
      const question = page.getByRole('alertdialog')
      await question.getByRole('button', { name: text.delete }).click()
      await expect(question.getByRole('alert')).toContainText(text.notDone)
      expect(await service.ofPartner(dealer.id as number)).toEqual([expect.objectContaining({ id })])
    } finally {
      await service.remove(id)
    }
  })

  test(`a closing date is added, changed and deleted from the partner's page (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const text = TEXT[language]
    const dealer = await ownDealer(request, nth)
    await signIn(`${text.prefix}/dealers/detail/?id=${dealer.id}`)
    const closings = section(page, text.section)
    await closings.getByRole('button', { name: text.add }).click()

    const form = page.getByRole('dialog')
    await form.getByLabel(text.from).fill('2031-03-01')
    await form.getByLabel(text.to).fill('2031-03-03')
    await form.getByLabel(text.reason).fill('Stocktake')
    await form.getByRole('button', { name: text.save }).click()
    await expect(page.getByText(text.added)).toBeVisible()
    await expect(form).toHaveCount(0)
    await expect(closings.getByText('Stocktake')).toBeVisible()
    const [created] = await (await api(request)).ofPartner(dealer.id as number)
    expect(created).toMatchObject({
      day: '2031-03-01',
      from: '2031-03-01',
      to: '2031-03-03',
      reason: 'Stocktake',
    })

    const item = (reason: string) => closings.getByRole('listitem').filter({ hasText: reason })
    await item('Stocktake')
      .getByRole('button', { name: new RegExp(`^${text.change}`) })
      .click()
    await expect(form.getByLabel(text.reason)).toHaveValue('Stocktake')
    await form.getByLabel(text.reason).fill('Inventory')
    await form.getByRole('button', { name: text.save }).click()
    await expect(page.getByText(text.saved)).toBeVisible()
    await expect(closings.getByText('Inventory')).toBeVisible()

    await item('Inventory')
      .getByRole('button', { name: new RegExp(`^${text.delete}`) })
      .click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText(text.question)
    await confirm.getByRole('button', { name: text.delete }).click()
    await expect(page.getByText(text.deleted)).toBeVisible()
    await expect(closings.getByText('Inventory')).toHaveCount(0)
    expect(await (await api(request)).ofPartner(dealer.id as number)).toEqual([])
  })
}

test('a span overlapping another closing date is refused, naming it; nothing is sent', async ({
  page,
  request,
  signIn,
}) => {
  const service = await api(request)
  const dealer = await ownDealer(request, 2)
  const christmas = await service.create({
    bpId: dealer.id,
    day: '2031-12-24',
    from: '2031-12-24',
    to: '2031-12-26',
    reason: 'Christmas',
  })
  try {
    await signIn(`/dealers/detail/?id=${dealer.id}`)
    await section(page, 'Closing dates').getByRole('button', { name: 'Add closing date' }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('From').fill('2031-12-26')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText(/Overlaps the closing date .*Christmas/)).toBeVisible()
    await expect(form.getByLabel('From')).toHaveAttribute('aria-invalid', 'true')
    expect(await service.ofPartner(dealer.id as number)).toHaveLength(1)
    await expect(await axeWithBestPractice(page).include('[role="dialog"]').analyze()).toMatchObject({
      violations: [],
    })
  } finally {
    await service.remove(christmas.id)
  }
})

test('a record changed elsewhere while the form is open is not overwritten unasked; unknown fields survive', async ({
  page,
  request,
  signIn,
}) => {
  const service = await api(request)
  const dealer = await ownDealer(request, 3)
  const sent = {
    bpId: dealer.id,
    day: '2031-05-01',
    from: '2031-05-01',
    to: '2031-05-01',
    reason: 'Labour day',
  }
  const { id } = await service.create({ ...sent, legacyNote: 'keep me' })
  try {
    await signIn(`/dealers/detail/?id=${dealer.id}`)
    const closings = section(page, 'Closing dates')
    await closings
      .getByRole('listitem')
      .filter({ hasText: 'Labour day' })
      .getByRole('button', { name: /^Change/ })
      .click()
    const form = page.getByRole('dialog')
    await form.getByLabel('To').fill('2031-05-02')
    // Someone else renames the closure meanwhile.
    await service.put(id, { ...(await service.get(id)), reason: 'May Day' })
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByRole('alert')).toContainText('Someone else changed this record')
    await expect(form.getByRole('alert')).toContainText('reason')
    expect(await service.get(id)).toMatchObject({ to: '2031-05-01', reason: 'May Day' })

    await form.getByRole('button', { name: 'Save over it' }).click()
    await expect(page.getByText('Closing date saved.')).toBeVisible()
    // The edits went over the latest version; the field the portal does not know came back too.
    expect(await service.get(id)).toMatchObject({
      to: '2031-05-02',
      reason: 'Labour day',
      legacyNote: 'keep me',
    })
  } finally {
    await service.remove(id)
  }
})

test('a failing save keeps the form and its input, and saving again works; offline says so, and so does a failed read once back', async ({
  page,
  context,
  request,
  signIn,
}) => {
  const service = await api(request)
  const dealer = await ownDealer(request, 4)
  await signIn(`/dealers/detail/?id=${dealer.id}`)
  await section(page, 'Closing dates').getByRole('button', { name: 'Add closing date' }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel('From').fill('2031-08-10')
  await form.getByLabel('Reason').fill('Summer')

  await context.setOffline(true)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('alert')).toContainText('The portal is offline')
  // Back online, the page reads its partner again (app-query-client.ts); that read failing (as
  // it may while the network comes back) leaves the page, the form and its input where they were.
  const partnerUrl = `${MOCK_SERVICE}/store/api/business-partners/${dealer.id}`
  await page.route(partnerUrl, (route) => route.fulfill({ status: 503, body: 'down' }))
  await context.setOffline(false)
  await expect(page.getByText(/^What is shown could not be refreshed: .*\(error 503\)/)).toBeVisible()
  await expect(form.getByLabel('Reason')).toHaveValue('Summer')
  await page.unroute(partnerUrl)

  let failures = 1
  await page.route(`${MOCK_SERVICE}/store/api/closing-dates`, (route) =>
    route.request().method() === 'POST' && failures-- > 0
      ? route.fulfill({ status: 500, json: { message: 'boom' } })
      : route.fallback(),
  )
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('alert')).toContainText('Not saved: The data service had a problem (error 500)')
  await expect(form.getByLabel('Reason')).toHaveValue('Summer')
  expect(await service.ofPartner(dealer.id as number)).toEqual([])

  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Closing date added.')).toBeVisible()
  const saved = await service.ofPartner(dealer.id as number)
  expect(saved).toMatchObject([{ from: '2031-08-10', reason: 'Summer' }])
  for (const record of saved) await service.remove(record.id)
})
