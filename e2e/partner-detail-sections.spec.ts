import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { fullPartnerOfType, MOCK_SERVICE, type PartnerWorld } from './support/mock-data'
import { expectNoViolations } from './support/axe'
import { expect, test } from './support/shared-context'
import { rewriteJson } from './support/page'

/**
 * A partner's page shows every record related to it, in both languages, each section
 * loading on its own. The partners are read from the mock service the way the portal reads
 * them (support/mock-data.ts), so the expectations follow the data, not a copy of it.
 */

const LANGUAGES = {
  en: {
    prefix: '',
    list: { distributor: '/distributors/', dealer: '/dealers/', store: '/stores/' },
    sections: {
      account: 'Account',
      contact: 'Contact',
      location: 'Where it is',
      network: 'Network',
      openingHours: 'Opening hours',
      closingDates: 'Closing dates',
      addresses: 'Addresses',
      services: 'Services',
      pricing: 'Pricing',
      discounts: 'Discounts',
      dealerConfig: 'Dealer settings',
      sapAxMapping: 'SAP and AX accounts',
      webLinks: 'Web and social',
      storeConfig: 'Store settings',
    },
    empty: /on record/,
    retry: 'Try again',
  },
  'zh-TW': {
    prefix: '/zh-TW',
    list: { distributor: '/distributors/', dealer: '/dealers/', store: '/stores/' },
    sections: {
      account: '帳戶',
      contact: '聯絡方式',
      location: '位置',
      network: '通路關係',
      openingHours: '營業時間',
      closingDates: '公休日',
      addresses: '地址',
      services: '服務',
      pricing: '價格',
      discounts: '折扣',
      dealerConfig: '經銷商設定',
      sapAxMapping: 'SAP 與 AX 帳號',
      webLinks: '網站與社群',
      storeConfig: '門市設定',
    },
    empty: /沒有.*資料/,
    retry: '再試一次',
  },
} as const

type Language = keyof typeof LANGUAGES
const TYPES = ['distributor', 'dealer', 'store'] as const

/** A section of the page by its heading (a table inside may name a scroll region the same). */
/** The open-now line's sentences (locales/<language>/detail.json), each from its start. */
function openNowSentence(language: 'en' | 'zh-TW'): RegExp {
  const detail = JSON.parse(readFileSync(`locales/${language}/detail.json`, 'utf8')) as {
    openingHours: { status: Record<string, string> }
  }
  const { joined: _, localTime: __, opensAfterClosure, ...sentences } = detail.openingHours.status
  const pattern = (text: string, holes: Record<string, string> = {}) =>
    text
      .split(/({{\s*\w+\s*}})/)
      .map((part, index) =>
        index % 2 === 1
          ? (holes[part.replace(/\W/g, '')] ?? '.+')
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')
  const any = Object.values(sentences)
    .map((text) => pattern(text))
    .join('|')
  const afterClosure = pattern(opensAfterClosure ?? '', { opens: `(?:${any})` })
  return new RegExp(`^(?:${any}|${afterClosure})`)
}

const region = (page: Page, name: string) =>
  page.locator('main section[aria-labelledby]').filter({
    has: page.getByRole('heading', { name, exact: true, level: 2 }),
  })

function detailPath(world: PartnerWorld, language: Language) {
  return `${LANGUAGES[language].prefix}/${world.partner.bpType}s/detail/?id=${world.partner.id}`
}

/** Every section shows its records (no empty message), with the values the service holds. */
async function expectEverySectionFilled(page: Page, world: PartnerWorld, language: Language) {
  const { sections, empty } = LANGUAGES[language]
  for (const name of Object.values(sections)) {
    const section = region(page, name)
    await expect(section, name).toBeVisible()
    await expect(section, name).not.toHaveAttribute('aria-busy', 'true')
    if (name !== sections.network) await expect(section, name).not.toContainText(empty)
  }
  const text = (value: unknown) => String(value ?? '')
  for (const address of world.records.addresses)
    await expect(region(page, sections.addresses)).toContainText(text(address.street))
  for (const closing of world.records['closing-dates'])
    if (closing.reason) await expect(region(page, sections.closingDates)).toContainText(text(closing.reason))
  for (const pricing of world.records.pricings)
    await expect(region(page, sections.pricing)).toContainText(text(pricing.priceGroup))
  for (const discount of world.records.discounts)
    await expect(region(page, sections.discounts)).toContainText(text(discount.code))
  for (const service of world.services) {
    await expect(region(page, sections.services)).toContainText(text(service.name))
    await expect(region(page, sections.services)).toContainText(text(service.description))
  }
  for (const config of world.records['dealer-configs']) {
    await expect(region(page, sections.dealerConfig)).toContainText(text(config.currency))
    await expect(region(page, sections.dealerConfig)).toContainText(text(config.taxgroup))
  }
  for (const mapping of world.records['sap-ax-mappings']) {
    await expect(region(page, sections.sapAxMapping)).toContainText(text(mapping.sapAccountNum))
    await expect(region(page, sections.sapAxMapping)).toContainText(text(mapping.axAccountNum))
  }
  for (const config of world.records['store-configs']) {
    for (const field of [
      'invoiceAccount',
      'salesGroupId',
      'accountExecutiveCode',
      'deliveryTerm',
      'creditRep',
    ])
      if (config[field]) await expect(region(page, sections.storeConfig)).toContainText(text(config[field]))
  }
  for (const writable of world.records['business-partner-writables']) {
    const url = text(writable.url)
    if (/^https?:\/\//.test(url))
      await expect(region(page, sections.webLinks).locator(`a[href="${new URL(url).href}"]`)).toHaveCount(1)
  }
  // Monday to Sunday, whatever days the partner opens.
  await expect(region(page, sections.openingHours).locator('tbody tr')).toHaveCount(7)
}

// A test for each kind in each language (one walk of all six would take longer than a test's
// time on a loaded machine): every record and axe in the wide layout, then the same page at 360 px.
for (const language of ['en', 'zh-TW'] as const) {
  for (const type of TYPES) {
    test(`a ${type}'s page shows every related record and passes axe, wide and at 360 px, where it does not scroll sideways (${language})`, async ({
      page,
      request,
      signIn,
    }) => {
      const world = await fullPartnerOfType(request, type)
      await signIn(detailPath(world, language))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(world.partner.name)
      await expectEverySectionFilled(page, world, language)

      // Its network: the parent by name, its children as links.
      const network = region(page, LANGUAGES[language].sections.network)
      if (world.parent) await expect(network.getByRole('link', { name: world.parent.name })).toBeVisible()
      for (const child of world.children.slice(0, 10))
        await expect(network.getByRole('link', { name: child.name })).toBeVisible()
      // A breadcrumb back to its list.
      const breadcrumb = page.getByRole('navigation', { name: language === 'en' ? 'Breadcrumb' : '導覽路徑' })
      await expect(breadcrumb.getByRole('link').first()).toHaveAttribute(
        'href',
        `${LANGUAGES[language].prefix}${LANGUAGES[language].list[type]}`,
      )
      // The open-now line speaks from the week and the closing dates: a paragraph that starts
      // with one of its sentences, not any text that says open or closed (a service's, say).
      await expect(
        page
          .locator('main p')
          .filter({ hasText: openNowSentence(language) })
          .first(),
      ).toBeVisible()
      await expectNoViolations(page)
      if (type === 'store') {
        await page.getByRole('button', { name: /^(Account|帳號)/ }).click()
        await expectNoViolations(page)
        await page.keyboard.press('Escape')
      }

      await page.setViewportSize({ width: 360, height: 740 })
      await expectEverySectionFilled(page, world, language)
      // On a phone the map is below the fold: it is drawn once a reader scrolls to it.
      await page.locator('#location').scrollIntoViewIfNeeded()
      await expect(page.getByRole('img', { name: new RegExp(world.partner.name.slice(0, 4)) })).toBeVisible()
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ])
      expect(scrollWidth, world.partner.bpType).toBeLessThanOrEqual(clientWidth)
      await expectNoViolations(page)
      if (type === 'store')
        await page.screenshot({ path: `test-results/detail-360-${language}.png`, fullPage: true })
    })
  }
}

test('the parent and child links lead through the network', async ({ page, request, signIn }) => {
  const world = await fullPartnerOfType(request, 'dealer')
  await signIn(detailPath(world, 'en'))
  const network = region(page, 'Network')
  const child = world.children[0]
  if (!child || !world.parent) throw new Error('the dealer has no parent or no stores')
  await network.getByRole('link', { name: child.name }).click()
  await page.waitForURL((url) => url.pathname === '/stores/detail/' && url.search === `?id=${child.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.name)
  await region(page, 'Network').getByRole('link', { name: world.partner.name }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(world.partner.name)
  await region(page, 'Network').getByRole('link', { name: world.parent.name }).click()
  await page.waitForURL((url) => url.pathname === '/distributors/detail/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(world.parent.name)
})

test('a failing section shows its error and recovers with Try again, while the others still show', async ({
  page,
  request,
  signIn,
}) => {
  const world = await fullPartnerOfType(request, 'store')
  let failing = true
  await page.route(`${MOCK_SERVICE}/store/api/discounts?*`, (route) =>
    failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  )
  await signIn(detailPath(world, 'en'))
  const discounts = region(page, 'Discounts')
  await expect(discounts.getByRole('alert')).toContainText('The data service had a problem (error 503)')
  await expect(region(page, 'Pricing')).toContainText(String(world.records.pricings[0]?.priceGroup))
  await expect(region(page, 'Addresses')).toContainText(String(world.records.addresses[0]?.street))
  failing = false
  await discounts.getByRole('button', { name: 'Try again' }).click()
  await expect(discounts).toContainText(String(world.records.discounts[0]?.code))
})

test('a detail page works from the keyboard: Tab to the parent, Enter opens it', async ({
  page,
  request,
  signIn,
}) => {
  const world = await fullPartnerOfType(request, 'store')
  await signIn(detailPath(world, 'en'))
  await expectEverySectionFilled(page, world, 'en')
  const parentLink = region(page, 'Network').getByRole('link', { name: world.parent?.name })
  await page.locator('body').focus()
  let presses = 0
  while (!(await parentLink.evaluate((link) => link === document.activeElement)) && presses < 60) {
    await page.keyboard.press('Tab')
    presses += 1
  }
  expect(presses).toBeLessThan(60)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(world.parent?.name ?? '')
})

test('hostile values in related records stay inert, and very long text never pushes the page sideways', async ({
  page,
  request,
  signIn,
}) => {
  const world = await fullPartnerOfType(request, 'store')
  const long = 'W'.repeat(400)
  const hostile: Record<string, Record<string, unknown>> = {
    'business-partner-writables': {
      url: 'javascript:alert(1)',
      // `Facebook`, capitalised as in the spec: `facebook` never reached the page.
      Facebook: 'data:text/html,<script>alert(2)</script>',
      instagram: `https://example.com/${long}`,
    },
    addresses: { street: '<img src=x onerror=alert(3)>', city: long },
    services: { name: '<script>alert(4)</script>', description: long },
    'store-configs': { invoiceAccount: '"><svg onload=alert(5)>', consumerOrderContactName: long },
    discounts: { code: long },
  }
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  for (const [resource, fields] of Object.entries(hostile)) {
    await rewriteJson(page, `${MOCK_SERVICE}/store/api/${resource}?*`, (body) => ({
      ...body,
      list: body.list.map((record) => ({ ...record, ...fields })),
    }))
  }
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(detailPath(world, 'en'))
  await expect(region(page, 'Addresses')).toContainText('<img src=x onerror=alert(3)>')
  await expect(region(page, 'Services')).toContainText('<script>alert(4)</script>')
  await expect(region(page, 'Store settings')).toContainText('"><svg onload=alert(5)>')
  const links = region(page, 'Web and social')
  await expect(links).toContainText('javascript:alert(1)')
  await expect(links).toContainText('data:text/html,<script>alert(2)</script>')
  await expect(links.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0)
  await expect(links.locator(`a[href="https://example.com/${long}"]`)).toHaveCount(1)

  const hrefs = await page
    .locator('main a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  for (const href of hrefs) expect(href).toMatch(/^(\/|#|https?:|mailto:|tel:)/)
  expect(await page.locator('main script, main img[src="x"], main svg[onload]').count()).toBe(0)
  expect(dialogs).toBe(0)
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ])
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
})

// docs/decisions/010: one odd field costs that field, not the section; a list of contact e-mails is
// read.
for (const language of ['en', 'zh-TW'] as const) {
  test(`a store config with odd fields still shows its section, the odd ones marked unreadable (${language})`, async ({
    page,
    request,
    signIn,
  }) => {
    const world = await fullPartnerOfType(request, 'store')
    const odd = {
      consumerOrderContactEmails: ['orders@example.com', 'backup@example.com', 'night@example.com'],
      radius: 'about ten km',
      shopActive: 'Y',
      futureField: { nested: true },
    }
    await rewriteJson(page, `${MOCK_SERVICE}/store/api/store-configs?*`, (body) => ({
      ...body,
      list: [...body.list.map((record) => ({ ...record, ...odd })), { id: 'not an id', bpId: 1 }],
    }))
    await signIn(detailPath(world, language))
    const settings = region(page, LANGUAGES[language].sections.storeConfig)
    await expect(settings.getByText('orders@example.com')).toBeVisible()
    await expect(settings.getByText('night@example.com')).toBeVisible()
    const unreadable = language === 'en' ? 'Unreadable' : '無法讀取'
    await expect(settings.getByText(unreadable, { exact: true })).toHaveCount(2)
    await expect(settings).not.toContainText(language === 'en' ? 'could not read (at' : '無法讀取（')
    await expect(settings).toContainText(
      language === 'en' ? '1 more record could not be read.' : '另有 1 筆資料無法讀取。',
    )
  })
}
