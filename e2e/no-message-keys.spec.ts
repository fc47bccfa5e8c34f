import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

import { expect, test } from './support/shared-context'
import { expectNoViolations } from './support/axe'
import { fullPartnerOfType, MOCK_SERVICE } from './support/mock-data'
import { rewriteJson, rows } from './support/page'
import { startPrivateMock } from './support/private-mock'

/**
 * Words, not message keys: every screen, in both languages, shows no text, accessible name,
 * placeholder or tooltip that is a message key (`dialog.cancel`), which is what react-i18next
 * renders outside its provider or for a key the catalogues lack; and react-i18next says nothing
 * on the console (NO_I18NEXT_INSTANCE, missing keys).
 */

const LANGUAGES = { en: '', 'zh-TW': '/zh-TW' } as const
type Language = keyof typeof LANGUAGES

type Catalogue = Record<string, unknown>

const catalogue = (language: Language, ns: string) =>
  JSON.parse(readFileSync(path.join('locales', language, `${ns}.json`), 'utf8')) as Catalogue

const NAMESPACES = readdirSync(path.join('locales', 'en')).map((file) => file.replace(/\.json$/, ''))

/** Every key path of a catalogue; a plural's forms also as the key i18next falls back to. */
function keyPaths(tree: Catalogue, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = `${prefix}${key}`
    if (value && typeof value === 'object') return [full, ...keyPaths(value as Catalogue, `${full}.`)]
    const plural = /_(zero|one|two|few|many|other)$/.exec(full)
    return plural ? [full, full.slice(0, plural.index)] : [full]
  })
}

const KEYS = new Set(
  NAMESPACES.flatMap((ns) => keyPaths(catalogue('en', ns)).flatMap((key) => [key, `${ns}:${key}`])),
)
/** The catalogues' first segments (`dialog`, `list`, `edit`...): a key-shaped text under one is a key. */
const KEY_ROOTS = new Set([...NAMESPACES, ...NAMESPACES.flatMap((ns) => Object.keys(catalogue('en', ns)))])
const KEY_SHAPED = /^(?:[a-z][A-Za-z0-9-]*:)?[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)+$/

/**
 * A catalogue's key, with or without its namespace; or a dotted name under a catalogue's root.
 * Partner data (an e-mail, a web address, a domain such as shop.example.com) is none of these.
 */
function isMessageKey(text: string): boolean {
  if (KEYS.has(text) && (text.includes('.') || /[A-Z]/.test(text))) return true
  if (!KEY_SHAPED.test(text)) return false
  const root = text.split(/[.:]/)[0] ?? ''
  return KEY_ROOTS.has(root)
}

/** Every text node of the page, and the attributes people read or hear, trimmed. */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const found: { text: string; where: string }[] = []
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''
      }`
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, template, noscript')) continue
      const text = node.textContent?.trim()
      if (text) found.push({ text, where: describe(parent) })
    }
    const attributes = [
      'aria-label',
      'placeholder',
      'title',
      'alt',
      'aria-description',
      'aria-roledescription',
    ]
    for (const element of document.querySelectorAll('*'))
      for (const name of attributes) {
        const text = element.getAttribute(name)?.trim()
        if (text) found.push({ text, where: `${describe(element)} @${name}` })
      }
    found.push({ text: document.title.trim(), where: 'document title' })
    return found
  })

/** Fails (softly: every screen is still looked at) on any message key the page shows. */
async function expectNoKeys(page: Page, screen: string) {
  const keys = (await pageWords(page)).filter(({ text }) => isMessageKey(text))
  expect.soft(keys, `message keys on ${screen}`).toEqual([])
}

/** What react-i18next and i18next say on the console: nothing, in a working portal. */
function i18nConsole(page: Page) {
  const said: string[] = []
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type()) && /i18next|NO_I18NEXT_INSTANCE/i.test(message.text()))
      said.push(message.text())
  })
  return said
}

/** The words users see, from the catalogues, so both languages are walked with their own. */
function words(language: Language) {
  const common = catalogue(language, 'common') as Record<string, Record<string, unknown>>
  const detail = catalogue(language, 'detail') as Record<string, Record<string, unknown>>
  const ui = catalogue(language, 'ui') as Record<string, Record<string, unknown>>
  const list = common.list as Record<string, Record<string, string>>
  const edit = detail.edit as Record<string, Record<string, string> & string>
  const sections = Object.fromEntries(
    Object.entries(detail.sections as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : (value as { title: string }).title,
    ]),
  )
  return {
    cancel: (ui.dialog as Record<string, string>).cancel!,
    views: list.views!.button!,
    columns: list.columns!.button!,
    map: list.view!.map!,
    exportCsv: list.export!.button!,
    jump: (common.jump as Record<string, string>).open!,
    jumpField: (common.jump as Record<string, string>).label!,
    account: new RegExp(
      `^${((common.userMenu as Record<string, string>).open ?? '').replace('{{name}}', '')}`,
    ),
    retry: (common.queryError as Record<string, string>).retry!,
    offline: (common.offline as Record<string, string>).notice!,
    formCancel: edit.cancel,
    delete: edit.delete,
    sections,
    forms: [
      [sections.closingDates!, edit.closingDates!.add!],
      [sections.openingHours!, edit.openingHours!.change!],
      [sections.webLinks!, new RegExp(`^(${edit.webLinks!.change}|${edit.webLinks!.add})$`)],
      [sections.storeConfig!, edit.storeSettings!.change!],
      [sections.services!, edit.services!.add!],
    ] as const,
  }
}

const LIST_API = `${MOCK_SERVICE}/store/api/business-partners`

const section = (page: Page, name: string) =>
  page.locator('main section').filter({ has: page.getByRole('heading', { name, exact: true, level: 2 }) })

/** A lazily loaded dialog is drawn once its last button is (the dialog element itself has no box). */
async function drawn(dialog: Locator) {
  await expect(dialog.getByRole('button').last()).toBeVisible()
}

for (const [language, prefix] of Object.entries(LANGUAGES) as [Language, string][]) {
  test.describe(`no message keys (${language})`, () => {
    test('the lists, their menus, the map, the jump dialog, an export to confirm and the account card', async ({
      page,
      signIn,
    }) => {
      const said = i18nConsole(page)
      const text = words(language)
      // An export past 5,000 rows asks first (features/partners/list/export-csv.ts).
      await rewriteJson(page, `${LIST_API}?*pageSize=500*`, (body) => ({ ...body, total: 6_000 }))

      await signIn(`${prefix}/`)
      for (const list of ['/', '/distributors/', '/dealers/', '/stores/']) {
        await page.goto(`${prefix}${list}`)
        await expect(rows(page).first()).toBeVisible()
        await expect(page.getByRole('button', { name: text.jump })).toBeVisible()
        await expectNoKeys(page, `${prefix}${list}`)
      }

      await page.getByRole('button', { name: text.views, exact: true }).click()
      await expect(page.getByRole('button', { name: text.views, exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await expectNoKeys(page, 'the Views menu')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: text.columns }).click()
      await expect(page.getByRole('button', { name: text.columns })).toHaveAttribute('aria-expanded', 'true')
      await expectNoKeys(page, 'the Columns menu')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: text.map }).click()
      await expect(page.locator('main svg').first()).toBeVisible()
      await expectNoKeys(page, 'the map')

      await page.keyboard.press('Control+k')
      await expect(page.getByRole('dialog').getByRole('combobox', { name: text.jumpField })).toBeFocused()
      await expectNoKeys(page, 'the jump dialog')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await page.goto(`${prefix}/distributors/`)
      await expect(rows(page).first()).toBeVisible()
      await page.getByRole('button', { name: text.exportCsv }).click()
      const confirm = page.getByRole('alertdialog')
      await drawn(confirm)
      await expectNoKeys(page, 'the export confirmation')
      await expect.soft(confirm.getByRole('button', { name: text.cancel, exact: true })).toBeVisible({
        timeout: 1_000,
      })
      // Escape, not Cancel by name: a Cancel named by its key would hold the test to its timeout.
      await page.keyboard.press('Escape')
      await expect(confirm).toHaveCount(0)

      await page.getByRole('button', { name: text.account }).click()
      await expect(page.getByRole('button', { name: text.account })).toHaveAttribute('aria-expanded', 'true')
      await expectNoKeys(page, 'the account card')

      expect(said, 'i18next on the console').toEqual([])
    })

    test('a partner’s page, each edit form and the closing date’s delete confirmation', async ({
      page,
      request,
      signIn,
    }) => {
      const said = i18nConsole(page)
      const text = words(language)
      const { partner } = await fullPartnerOfType(request, 'store')

      await signIn(`${prefix}/stores/detail/?id=${partner.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.name)
      await expect(section(page, text.sections.services!)).toBeVisible()
      await expectNoKeys(page, 'a partner’s page')

      for (const [name, open] of text.forms) {
        await section(page, name).getByRole('button', { name: open }).first().click()
        const form = page.getByRole('dialog')
        await drawn(form)
        await expectNoKeys(page, `the form of ${name}`)
        await form.getByRole('button', { name: text.formCancel, exact: true }).click()
        await expect(form).toHaveCount(0)
      }

      await section(page, text.sections.closingDates!)
        .getByRole('button', { name: new RegExp(`^${text.delete}`) })
        .first()
        .click()
      const confirm = page.getByRole('alertdialog')
      await drawn(confirm)
      await expectNoKeys(page, 'the delete confirmation')
      await expect.soft(confirm.getByRole('button', { name: text.cancel, exact: true })).toBeVisible({
        timeout: 1_000,
      })
      // Escape, not Cancel by name: a Cancel named by its key would hold the test to its timeout.
      await page.keyboard.press('Escape')
      await expect(confirm).toHaveCount(0)

      expect(said, 'i18next on the console').toEqual([])
    })

    /** What a bulk change's screens say, and a check of keys and axe on each. */
    function bulkScreens(page: Page) {
      const run = catalogue(language, 'run') as Record<string, Record<string, string>>
      const common = catalogue(language, 'common') as Record<string, Record<string, Record<string, string>>>
      const pageBox = common.list!.selection!.page_other!.replace('{{count, number}}', '25')
      return {
        run,
        selectPage: () => page.getByRole('checkbox', { name: pageBox }).check(),
        check: async (screen: string) => {
          await expectNoKeys(page, screen)
          await expectNoViolations(page)
        },
      }
    }

    // The selection's screens are a test each, and the run's another: each walk stays well inside
    // a test's time on a slow machine (axe on a page of 25 rows takes seconds there).
    /** Signed in on the dealers with a page of them chosen: the selection bar is up. */
    async function withPageChosen(page: Page, signIn: (path?: string) => Promise<void>) {
      const screens = bulkScreens(page)
      // Only dialogs opened and closed: nothing is written, so the suite's shared mock serves.
      await signIn(`${prefix}/dealers/`)
      await screens.selectPage()
      await expect(page.getByRole('button', { name: screens.run.actions!.button })).toBeVisible()
      return screens
    }

    test('the selection bar and the import (axe too)', async ({ page, signIn }) => {
      const said = i18nConsole(page)
      const { run, check } = await withPageChosen(page, signIn)
      await check('the selection bar')
      await page.getByRole('button', { name: run.import!.button }).click()
      await drawn(page.getByRole('dialog'))
      await check('the import dialog')
      await page.keyboard.press('Escape')
      expect(said, 'i18next on the console').toEqual([])
    })

    for (const action of ['addClosingDate', 'storeSettings', 'service', 'deleteClosingDates']) {
      test(`the bulk change ${action} (axe too)`, async ({ page, signIn }) => {
        const said = i18nConsole(page)
        const { run, check } = await withPageChosen(page, signIn)
        await page.getByRole('button', { name: run.actions!.button }).click()
        await page.getByRole('button', { name: run.actions![action] }).click()
        const dialog = page.getByRole('dialog')
        await drawn(dialog)
        await check(`the bulk dialog ${action}`)
        await page.keyboard.press('Escape')
        await expect(dialog).toHaveCount(0)
        expect(said, 'i18next on the console').toEqual([])
      })
    }

    test('a run with its panel and report (axe too, wide and at 360 px)', async ({
      page,
      context,
      signIn,
    }) => {
      // A run writes: against a mock of this test's own, so the specs beside it keep their world.
      const mock = await startPrivateMock(9280 + test.info().parallelIndex)
      try {
        const said = i18nConsole(page)
        const { run, selectPage, check } = bulkScreens(page)
        const edit = (
          catalogue(language, 'detail') as { edit: { save: string; closingDates: { from: string } } }
        ).edit
        await mock.route(context)
        await signIn(`${prefix}/dealers/`)
        await selectPage()

        // A closing date for the page's 25 dealers, on days no seeded closure comes near.
        await page.getByRole('button', { name: run.actions!.button }).click()
        await page.getByRole('button', { name: run.actions!.addClosingDate }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByLabel(edit.closingDates.from, { exact: true }).fill('2032-08-02')
        await dialog.getByRole('button', { name: edit.save }).click()
        const addAnyway = dialog.getByRole('button', { name: run.addClosingDate!.addAnyway })
        await expect(addAnyway.or(page.getByRole('button', { name: run.panel!.showReport }))).toBeVisible({
          timeout: 30_000,
        })
        if (await addAnyway.isVisible()) await addAnyway.click()
        await expect(page.getByRole('button', { name: run.panel!.showReport })).toBeVisible({
          timeout: 30_000,
        })
        await check('the run panel')
        await page.getByRole('button', { name: run.panel!.showReport }).click()
        await drawn(page.getByRole('dialog'))
        await check('the run report')
        await page.setViewportSize({ width: 360, height: 740 })
        await check('the run report at 360 px')
        await page.getByRole('dialog').getByRole('button', { name: run.report!.close }).click()
        await check('the run panel at 360 px')
        expect(said, 'i18next on the console').toEqual([])
      } finally {
        await mock.stop()
      }
    })

    test('the overview, its charts as tables and its calendar filters', async ({ page, signIn }) => {
      const said = i18nConsole(page)
      const overview = catalogue(language, 'overview') as Record<string, Record<string, string>>
      await signIn(`${prefix}/overview/`)
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
      const show = page.getByRole('button', { name: overview.chart!.showTable! })
      for (let left = await show.count(); left > 0; left -= 1) await show.first().click()
      await page.getByRole('combobox', { name: overview.calendar!.type! }).click()
      await expect(page.getByRole('listbox')).toBeVisible()
      await expectNoKeys(page, `${prefix}/overview/`)
      expect(said).toEqual([])
    })

    test('the error state of a failing data service, and the offline notice', async ({
      page,
      context,
      signIn,
    }) => {
      const said = i18nConsole(page)
      const text = words(language)
      await page.route(`${LIST_API}?*`, (route) => route.fulfill({ status: 500, json: { message: 'down' } }))
      await signIn(`${prefix}/dealers/`)
      await expect(page.getByRole('button', { name: text.retry })).toBeVisible({ timeout: 30_000 })
      await expectNoKeys(page, 'the error state')
      await page.unroute(`${LIST_API}?*`)

      await page.getByRole('button', { name: text.retry }).click()
      await expect(rows(page).first()).toBeVisible()
      await context.setOffline(true)
      await expect(page.getByText(text.offline)).toBeVisible()
      await expectNoKeys(page, 'the offline notice')
      await context.setOffline(false)

      expect(said, 'i18next on the console').toEqual([])
    })
  })
}
