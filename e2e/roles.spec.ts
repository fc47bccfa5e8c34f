import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { VIEWER_USER } from './support/fake-cognito'
import { expect, test } from './support/shared-context'

/**
 * Who may do what, in the production build with no client secret: the token comes from the real
 * token broker (e2e/support/token-broker.ts), which gives a viewer's id token reading alone. The
 * data service's refusal of a viewer's token used by hand is token-broker.spec.ts's.
 */

const LANGUAGES = [
  { lang: 'en', prefix: '' },
  { lang: 'zh-TW', prefix: '/zh-TW' },
] as const

type Lang = (typeof LANGUAGES)[number]['lang']

type Messages = { [key: string]: string | Messages }

const locale = (lang: Lang, namespace: string) =>
  JSON.parse(readFileSync(`locales/${lang}/${namespace}.json`, 'utf8')) as Messages

/** A message by its dotted key ('edit.closingDates.add'). */
function message(messages: Messages, key: string): string {
  const found = key
    .split('.')
    .reduce<string | Messages | undefined>(
      (at, part) => (typeof at === 'object' ? at[part] : undefined),
      messages,
    )
  if (typeof found !== 'string') throw new Error(`no message ${key}`)
  return found
}

/** Every control that changes data begins with one of these, in the page's language. */
function changingLabels(lang: Lang): string[] {
  const detail = locale(lang, 'detail')
  const run = locale(lang, 'run')
  return [
    ...[
      'edit.change',
      'edit.delete',
      'edit.closingDates.add',
      'edit.services.add',
      'edit.services.remove',
      'edit.webLinks.add',
      'edit.webLinks.change',
      'edit.storeSettings.change',
      'edit.openingHours.change',
    ].map((key) => message(detail, key)),
    message(run, 'actions.button'),
    message(run, 'import.button'),
  ]
}

/** The names of the page's buttons and links that would change data; none for a viewer. */
async function changingControls(page: Page, lang: Lang) {
  const labels = changingLabels(lang)
  const names = await page
    .locator('main button, main [role="button"], main a')
    .evaluateAll((controls) => controls.map((control) => (control.textContent ?? '').trim()))
  const boxes = await page.locator('main input[type="checkbox"]').count()
  return { changing: names.filter((name) => labels.some((label) => name.startsWith(label))), boxes }
}

test.describe('a viewer', () => {
  test.use({ cognitoOptions: { user: VIEWER_USER } })

  for (const { lang, prefix } of LANGUAGES) {
    test(`sees every screen with no control that changes data (${lang})`, async ({ page, signIn }) => {
      const viewer = message(locale(lang, 'common'), 'role.viewer')
      await signIn(`${prefix}/dealers/`)
      await expect(page.locator('main table tbody tr th a').first()).toBeVisible()
      // The header's actions (views, export) come once the page is idle: wait for them.
      await expect(page.getByRole('button', { name: /CSV/ })).toBeEnabled()
      expect(await changingControls(page, lang)).toEqual({ changing: [], boxes: 0 })

      await page.getByRole('button', { name: /^(Account|帳號)/ }).click()
      await expect(page.getByText(viewer, { exact: true })).toBeVisible()
      await page.keyboard.press('Escape')

      // A store with every kind of record: each section's editing buttons would show here.
      await page.goto(`${prefix}/stores/detail/?id=12`)
      const sections = page.locator('main section[aria-labelledby]')
      await expect(sections.first()).toBeVisible()
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
      await expect(page.locator('main table').first()).toBeVisible()
      expect(await changingControls(page, lang)).toEqual({ changing: [], boxes: 0 })

      await page.goto(`${prefix}/stores/?view=map`)
      await expect(page.locator('main svg[tabindex="0"]')).toBeVisible()
      expect(await changingControls(page, lang)).toEqual({ changing: [], boxes: 0 })
    })
  }

  test('keeps what the browser may do: the token it was given reads alone', async ({ page, signIn }) => {
    const answers: unknown[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/token') answers.push(response.json())
    })
    await signIn('/distributors/')
    await expect(page.locator('main table tbody tr th a').first()).toBeVisible()
    const [answer] = (await Promise.all(answers)) as { scope: string }[]
    expect(answer?.scope).toBe('dealer_store/read')
  })
})

test.describe('an editor', () => {
  test('is told so in the account card, and gets every scope from the broker', async ({ page, signIn }) => {
    const answers: unknown[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/token') answers.push(response.json())
    })
    await signIn('/dealers/')
    await expect(page.locator('main input[type="checkbox"]').first()).toBeVisible()
    await page.getByRole('button', { name: /^Account/ }).click()
    await expect(page.getByText('Editor: can browse and change', { exact: true })).toBeVisible()
    const [answer] = (await Promise.all(answers)) as { scope: string }[]
    expect(answer?.scope.split(' ').sort()).toEqual([
      'dealer_store/create',
      'dealer_store/delete',
      'dealer_store/read',
      'dealer_store/update',
    ])
  })
})
