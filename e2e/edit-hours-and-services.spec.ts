import type { APIRequestContext, Page } from '@playwright/test'

import { allRecords, MOCK_SERVICE } from './support/mock-data'
import { axeWithBestPractice } from './support/axe'
import { expect, test } from './support/shared-context'
import { refuseWrites } from './support/refuse-writes'

/**
 * Against the production build and the mock service: a partner's week
 * (refused 25:00, a valid time saved, the partners sharing a week named before Save) and its
 * services (one added, then removed). Each test works on stores of its own, from the end of the
 * list, and puts back what it changed: the mock service is shared by parallel tests.
 */

const TEXT = {
  en: {
    prefix: '',
    hours: 'Opening hours',
    change: 'Change opening hours',
    tuesdayMorningFrom: 'Tuesday, Morning, from',
    invalid: 'Enter a time as HH:MM, from 0:00 to 23:59.',
    save: 'Save',
    cancel: 'Cancel',
    hoursSaved: 'Opening hours saved.',
    shared: 'This week is shared by 4 partners',
    services: 'Services',
    addServices: 'Add services',
    choose: 'Services to add',
    added: '1 service added.',
    remove: 'Remove',
    removeQuestion: 'Remove the service',
    removed: 'Service removed.',
    refused: 'Not saved: The data service had a problem (error 500)',
  },
  'zh-TW': {
    prefix: '/zh-TW',
    hours: '營業時間',
    change: '修改營業時間',
    tuesdayMorningFrom: '星期二，上午，起',
    invalid: '請以 HH:MM 輸入 0:00 至 23:59 之間的時間。',
    save: '儲存',
    cancel: '取消',
    hoursSaved: '已儲存營業時間。',
    shared: '這一週由 4 個夥伴共用',
    services: '服務',
    addServices: '新增服務',
    choose: '要新增的服務',
    added: '已新增 1 項服務。',
    remove: '移除',
    removeQuestion: '要從這個夥伴移除服務',
    removed: '已移除服務。',
    refused: '未儲存：資料服務發生問題（錯誤 500）',
  },
} as const

type AnyRecord = Record<string, unknown>

async function api(request: APIRequestContext, resource: string) {
  const token = (await (
    await request.post(`${MOCK_SERVICE}/auth/oauth2/token`, {
      form: { grant_type: 'client_credentials', client_id: 'portal-dev', client_secret: 'dev-secret' },
    })
  ).json()) as { access_token: string }
  const headers = { authorization: `Bearer ${token.access_token}`, 'x-api-key': 'dev-api-key' }
  const url = (id?: number) => `${MOCK_SERVICE}/store/api/${resource}${id === undefined ? '' : `/${id}`}`
  return {
    get: async (id: number) => (await request.get(url(id), { headers })).json() as Promise<AnyRecord>,
    put: (id: number, body: AnyRecord) => request.put(url(id), { headers, data: body }),
    remove: (id: number) => request.delete(url(id), { headers }),
  }
}

/** The stores with a week, each with its week's rows and every partner reaching that week. */
async function storeWeeks(request: APIRequestContext) {
  const partners = await allRecords(request, 'business-partners')
  const templates = await allRecords(request, 'opening-hour-templates')
  const hours = await allRecords(request, 'opening-hours')
  const weekOf = (partner: AnyRecord) => {
    const template = templates.find((row) => row.id === partner.openingHourTemplateId)
    return hours.find((row) => row.id === template?.openingHourId)?.axOpeningHourTemplateRecId
  }
  return partners
    .filter((partner) => partner.bpType === 'store' && weekOf(partner))
    .map((store) => ({
      store,
      rows: hours.filter((row) => row.axOpeningHourTemplateRecId === weekOf(store)),
      sharers: partners.filter((partner) => weekOf(partner) === weekOf(store)),
    }))
}

/** The store at `index` (from the end: each test its own) and a reader of its service maps. */
async function storeAndMaps(request: APIRequestContext, index: number) {
  const stores = (await allRecords(request, 'business-partners')).filter(
    (partner) => partner.bpType === 'store',
  )
  const store = stores.at(index)!
  const mapsOf = async () =>
    (await allRecords(request, 'service-maps')).filter((map) => map.bpId === store.id)
  return { store, mapsOf }
}

const section = (page: Page, name: string) =>
  page
    .getByRole('region', { name, exact: true })
    .or(page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) }))
    .first()

const axe = async (page: Page) =>
  expect(await axeWithBestPractice(page).include('[role="dialog"]').analyze()).toMatchObject({
    violations: [],
  })

for (const [language, nth] of [
  ['en', 0],
  ['zh-TW', 1],
] as const) {
  test(`a week the service refuses to save says so inside the form, times kept (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const text = TEXT[language]
    const own = (await storeWeeks(request)).filter((week) => week.sharers.length === 1).at(-3 - nth)
    if (!own) throw new Error('no store with a week of its own')
    const tuesday = own.rows.find((row) => row.weekday === 'tue')!
    const service = await api(request, 'opening-hours')
    const before = await service.get(tuesday.id as number)
    await signIn(`${text.prefix}/stores/detail/?id=${own.store.id}`)
    await refuseWrites(page, 'opening-hours')
    await section(page, text.hours).getByRole('button', { name: text.change }).click()
    const form = page.getByRole('dialog')
    const field = form.getByRole('textbox', { name: text.tuesdayMorningFrom })
    await field.fill('7:45')
    await form.getByRole('button', { name: text.save }).click()
    await expect(form.getByRole('alert').filter({ hasText: text.refused })).toBeVisible()
    await expect(field).toHaveValue('7:45')
    expect(await service.get(tuesday.id as number)).toEqual(before)
  })

  test(`services the service refuses to add are said inside the form, choice kept (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const text = TEXT[language]
    const { store, mapsOf } = await storeAndMaps(request, -7 - nth)
    const mapsBefore = await mapsOf()
    await signIn(`${text.prefix}/stores/detail/?id=${store.id}`)
    await refuseWrites(page, 'service-maps')
    await section(page, text.services).getByRole('button', { name: text.addServices }).click()
    const form = page.getByRole('dialog')
    const picker = form.getByRole('combobox', { name: text.choose })
    await picker.focus()
    await page.keyboard.press('ArrowDown')
    const label = (await page.getByRole('option').first().textContent())?.trim() ?? ''
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await form.getByRole('button', { name: text.save }).click()
    await expect(form.getByRole('alert').filter({ hasText: text.refused })).toBeVisible()
    await expect(picker).toHaveText(label)
    expect(await mapsOf()).toEqual(mapsBefore)
  })

  test(`a week refuses 25:00, then saves a valid time (${language})`, async ({ page, request, signIn }) => {
    const text = TEXT[language]
    const own = (await storeWeeks(request)).filter((week) => week.sharers.length === 1).at(-1 - nth)
    if (!own) throw new Error('no store with a week of its own')
    const tuesday = own.rows.find((row) => row.weekday === 'tue')!
    const service = await api(request, 'opening-hours')
    const before = await service.get(tuesday.id as number)
    expect(before.weekday).toBe('tue')
    try {
      await signIn(`${text.prefix}/stores/detail/?id=${own.store.id}`)
      await section(page, text.hours).getByRole('button', { name: text.change }).click()
      const form = page.getByRole('dialog')
      const field = form.getByRole('textbox', { name: text.tuesdayMorningFrom })
      await field.fill('25:00')
      await form.getByRole('button', { name: text.save }).click()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(new RegExp(text.invalid.replace(/[.()]/g, '\\$&')))
      await axe(page)
      expect(await service.get(tuesday.id as number)).toEqual(before)

      await field.fill('8:15')
      await form.getByRole('button', { name: text.save }).click()
      await expect(page.getByText(text.hoursSaved)).toBeVisible()
      await expect(form).toHaveCount(0)
      await expect(section(page, text.hours)).toContainText('08:15')
      // Only the time changed; the dev spelling of the row id went back as it came.
      expect(await service.get(tuesday.id as number)).toEqual({ ...before, morningFrom: '8:15' })
    } finally {
      await service.put(tuesday.id as number, before)
    }
  })

  test(`the form names the partners sharing a week before Save (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const text = TEXT[language]
    const shared = (await storeWeeks(request)).filter((week) => week.sharers.length > 1).at(-1 - nth)
    if (!shared) throw new Error('no store sharing a week')
    await signIn(`${text.prefix}/stores/detail/?id=${shared.store.id}`)
    await section(page, text.hours).getByRole('button', { name: text.change }).click()
    const form = page.getByRole('dialog')
    const notice = form.locator('div').filter({ hasText: text.shared }).last()
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link')).toHaveText(shared.sharers.map((partner) => String(partner.name)))
    await expect(form.getByRole('button', { name: text.save })).toHaveAccessibleDescription(
      new RegExp(text.shared),
    )
    await axe(page)
    await form.getByRole('button', { name: text.cancel }).click()
    await expect(form).toHaveCount(0)
  })

  test(`a service is added and removed (${language})`, async ({ page, request, signIn }) => {
    const text = TEXT[language]
    const { store, mapsOf } = await storeAndMaps(request, -5 - nth)
    const mapsBefore = await mapsOf()
    try {
      await signIn(`${text.prefix}/stores/detail/?id=${store.id}`)
      const services = section(page, text.services)
      await services.getByRole('button', { name: text.addServices }).click()
      const form = page.getByRole('dialog')
      const picker = form.getByRole('combobox', { name: text.choose })
      await picker.focus()
      await page.keyboard.press('ArrowDown')
      const option = page.getByRole('option').first()
      const label = (await option.textContent())?.trim() ?? ''
      await page.keyboard.press('Enter')
      // Escape closes the menu only; the form stays open.
      await page.keyboard.press('Escape')
      await expect(page.getByRole('listbox')).toHaveCount(0)
      await expect(form.getByRole('heading', { name: text.addServices })).toBeVisible()
      await expect(picker).toHaveText(label)
      await axe(page)
      await form.getByRole('button', { name: text.save }).click()
      await expect(page.getByText(text.added)).toBeVisible()
      const campaign = label.split(' · ').at(-1)!
      const card = services.getByRole('listitem').filter({ hasText: campaign })
      await expect(card).toBeVisible()
      expect(await mapsOf()).toHaveLength(mapsBefore.length + 1)

      await card.getByRole('button', { name: new RegExp(`^${text.remove}`) }).click()
      const confirm = page.getByRole('alertdialog')
      await expect(confirm).toContainText(text.removeQuestion)
      await expect(confirm).toContainText(label)
      await confirm.getByRole('button', { name: text.remove }).click()
      await expect(page.getByText(text.removed)).toBeVisible()
      await expect(card).toHaveCount(0)
      expect(await mapsOf()).toEqual(mapsBefore)
    } finally {
      const maps = await api(request, 'service-maps')
      const before = new Set(mapsBefore.map((map) => map.id))
      for (const map of await mapsOf()) if (!before.has(map.id)) await maps.remove(map.id as number)
    }
  })
}
