import { readFileSync } from 'node:fs'

import type { APIRequestContext, Page } from '@playwright/test'

import { allRecords, MOCK_SERVICE } from './support/mock-data'
import { axeWithBestPractice } from './support/axe'
import { expect, test } from './support/shared-context'
import { refuseWrites } from './support/refuse-writes'

/**
 * A partner's web links and store settings are edited from its page,
 * against the production build and the mock service (which replaces a record on PUT). Each test
 * works on a dealer of its own (from the 11th-last on; the closing-date spec takes the last ones)
 * and puts back what it changed, so tests running beside it are not disturbed.
 */

const LANGUAGES = { en: '', 'zh-TW': '/zh-TW' } as const
type Language = keyof typeof LANGUAGES

/** The catalogue's texts, so both languages are checked with the words users see. */
function words(language: Language) {
  const detail = JSON.parse(readFileSync(`locales/${language}/detail.json`, 'utf8'))
  const { sections, records, edit } = detail
  return {
    links: sections.webLinks.title as string,
    settings: sections.storeConfig.title as string,
    website: records.webLinks.url as string,
    shopActive: records.storeConfig.fields.shopActive as string,
    backup2: records.storeConfig.contactEmails.backup2 as string,
    save: edit.save as string,
    ...(edit.webLinks as Record<'add' | 'change' | 'notWeb' | 'added' | 'saved', string>),
    settingsChange: edit.storeSettings.change as string,
    settingsSaved: edit.storeSettings.saved as string,
    refused: (edit.failed as string).replace(
      '{{reason}}',
      (JSON.parse(readFileSync(`locales/${language}/data.json`, 'utf8')).errors.server as string).replace(
        '{{status}}',
        '500',
      ),
    ),
  }
}

type Row = Record<string, unknown> & { id: number }

async function api(request: APIRequestContext, resource: string) {
  const token = (await (
    await request.post(`${MOCK_SERVICE}/auth/oauth2/token`, {
      form: { grant_type: 'client_credentials', client_id: 'portal-dev', client_secret: 'dev-secret' },
    })
  ).json()) as { access_token: string }
  const headers = { authorization: `Bearer ${token.access_token}`, 'x-api-key': 'dev-api-key' }
  const url = (id?: number) => `${MOCK_SERVICE}/store/api/${resource}${id === undefined ? '' : `/${id}`}`
  return {
    get: async (id: number) => (await request.get(url(id), { headers })).json() as Promise<Row>,
    create: async (body: Record<string, unknown>) =>
      (await request.post(url(), { headers, data: body })).json() as Promise<Row>,
    put: (id: number, body: Record<string, unknown>) => request.put(url(id), { headers, data: body }),
    remove: (id: number) => request.delete(url(id), { headers }),
    ofPartner: async (bpId: number) =>
      (await allRecords(request, resource)).filter((record) => record.bpId === bpId),
  }
}

/** The nth dealer from the 11th-last: each test its own partner. */
async function ownDealer(request: APIRequestContext, nth: number) {
  const dealers = (await allRecords(request, 'business-partners')).filter(
    (partner) => partner.bpType === 'dealer',
  )
  const dealer = dealers.at(-11 - nth)
  if (!dealer) throw new Error(`no dealer ${11 + nth} from the end`)
  return dealer
}

const section = (page: Page, name: string) =>
  page.locator('main section').filter({ has: page.getByRole('heading', { name, exact: true, level: 2 }) })

async function expectNoAxeViolations(page: Page) {
  // The form loads on first use: wait until it is drawn (the dialog element itself has no box).
  await expect(page.getByRole('dialog').getByRole('button').last()).toBeVisible()
  const result = await axeWithBestPractice(page).include('[role="dialog"]').analyze()
  expect(result.violations).toEqual([])
}

for (const [language, nth] of [
  ['en', 0],
  ['zh-TW', 3],
] as const) {
  const text = words(language)

  test(`links and settings the service refuses to save say so inside the form, input kept (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const dealer = await ownDealer(request, nth + 6)
    const [links] = await (await api(request, 'business-partner-writables')).ofPartner(dealer.id)
    const settings = await api(request, 'store-configs')
    const [config] = await settings.ofPartner(dealer.id)
    if (!links || !config) throw new Error('the dealer has no web links or no store settings')
    await signIn(`${LANGUAGES[language]}/dealers/detail/?id=${dealer.id}`)
    await refuseWrites(page, 'business-partner-writables')
    await refuseWrites(page, 'store-configs')

    await section(page, text.links).getByRole('button', { name: text.change }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel(text.website).fill('https://kept.example/')
    await form.getByRole('button', { name: text.save }).click()
    await expect(form.getByRole('alert')).toHaveText(text.refused)
    await expect(form.getByLabel(text.website)).toHaveValue('https://kept.example/')
    await page.keyboard.press('Escape')
    await expect(form).toHaveCount(0)

    await section(page, text.settings).getByRole('button', { name: text.settingsChange }).click()
    await form.getByLabel(text.backup2).fill('kept@e2e.example')
    await page.keyboard.press('Enter')
    await expect(form.getByRole('alert')).toHaveText(text.refused)
    await expect(form.getByLabel(text.backup2)).toHaveValue('kept@e2e.example')
    expect(await settings.get(config.id)).toEqual(config)
  })

  test(`web links refuse a javascript: address, then save one; unknown fields stay (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const service = await api(request, 'business-partner-writables')
    const dealer = await ownDealer(request, nth)
    const [original] = await service.ofPartner(dealer.id)
    if (!original) throw new Error('the dealer has no web links')
    await service.put(original.id, { ...original, legacyNote: 'keep me' })
    try {
      await signIn(`${LANGUAGES[language]}/dealers/detail/?id=${dealer.id}`)
      await section(page, text.links).getByRole('button', { name: text.change }).click()
      const form = page.getByRole('dialog')
      const website = form.getByLabel(text.website)
      await website.fill('javascript:alert(1)')
      await form.getByRole('button', { name: text.save }).click()
      await expect(form.getByText(text.notWeb)).toBeVisible()
      await expect(website).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)
      expect((await service.get(original.id)).url).toBe(original.url)

      await website.fill(`https://e2e-${language}.example/shop`)
      await form.getByRole('button', { name: text.save }).click()
      await expect(page.getByText(text.saved)).toBeVisible()
      await expect(form).toHaveCount(0)
      await expect(section(page, text.links).getByText(`e2e-${language}.example/shop`)).toBeVisible()
      expect(await service.get(original.id)).toEqual({
        ...original,
        url: `https://e2e-${language}.example/shop`,
        legacyNote: 'keep me',
      })
    } finally {
      await service.put(original.id, original)
    }
  })

  test(`web links are created for a partner that has none (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const service = await api(request, 'business-partner-writables')
    const dealer = await ownDealer(request, nth + 1)
    const originals = await service.ofPartner(dealer.id)
    for (const record of originals) await service.remove(record.id)
    try {
      await signIn(`${LANGUAGES[language]}/dealers/detail/?id=${dealer.id}`)
      const add = section(page, text.links).getByRole('button', { name: text.add })
      await add.click()
      const form = page.getByRole('dialog')
      await expectNoAxeViolations(page)
      // Escape closes the form and gives focus back to the button that opened it.
      await page.keyboard.press('Escape')
      await expect(form).toHaveCount(0)
      await expect(add).toBeFocused()
      await page.keyboard.press('Enter')
      await form.getByLabel(text.website).fill(`https://new-${language}.example/`)
      await form.getByRole('button', { name: text.save }).click()
      await expect(page.getByText(text.added)).toBeVisible()
      await expect(section(page, text.links).getByText(`new-${language}.example`)).toBeVisible()
      const created = await service.ofPartner(dealer.id)
      expect(created).toEqual([
        expect.objectContaining({ bpId: dealer.id, url: `https://new-${language}.example/`, Facebook: null }),
      ])
      for (const record of created) await service.remove(record.id)
    } finally {
      // The mock assigns new ids: the links come back with their fields, under another id.
      for (const { id: _, ...record } of originals) await service.create(record)
    }
  })

  test(`a settings checkbox and a contact-email list are saved, nothing else lost (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const service = await api(request, 'store-configs')
    const dealer = await ownDealer(request, nth + 2)
    const [original] = await service.ofPartner(dealer.id)
    if (!original) throw new Error('the dealer has no store settings')
    const listed = { ...original, consumerOrderContactEmails: ['a@e2e.example'], legacyNote: 'keep me' }
    await service.put(original.id, listed)
    try {
      await signIn(`${LANGUAGES[language]}/dealers/detail/?id=${dealer.id}`)
      await section(page, text.settings).getByRole('button', { name: text.settingsChange }).click()
      const form = page.getByRole('dialog')
      await expectNoAxeViolations(page)
      // Keyboard only: the checkbox toggled with Space, the form sent with Enter.
      const shopActive = form.getByRole('checkbox', { name: text.shopActive })
      await shopActive.focus()
      await page.keyboard.press('Space')
      await expect(shopActive).toBeChecked({ checked: original.shopActive !== true })
      await form.getByLabel(text.backup2).fill('c@e2e.example')
      await page.keyboard.press('Enter')
      await expect(page.getByText(text.settingsSaved)).toBeVisible()
      await expect(form).toHaveCount(0)
      expect(await service.get(original.id)).toEqual({
        ...listed,
        shopActive: original.shopActive !== true,
        consumerOrderContactEmails: ['a@e2e.example', null, 'c@e2e.example'],
      })
    } finally {
      await service.put(original.id, original)
    }
  })
}
