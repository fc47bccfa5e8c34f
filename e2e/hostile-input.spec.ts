import { readFileSync } from 'node:fs'

import type { Page, Route } from '@playwright/test'

import { findPartners, MOCK_SERVICE } from './support/mock-data'
import { expect, test } from './support/shared-context'
import { rewriteJson, rows } from './support/page'

/**
 * Hostile input: whatever the data service, the address bar or the browser's storage
 * hold, every case ends in a clear translated message or a sane default. Nothing runs, nothing
 * is left blank, and no error goes uncaught (the fixture fails a test on any uncaught error and
 * any Content-Security-Policy report).
 */

const LIST_API = `${MOCK_SERVICE}/store/api/business-partners`

// The page's CSP would stop the handler and the script even if they became markup, so the canary
// is the markup itself: an element with data-canary anywhere means data became HTML.
const MARKUP = '<img src=x onerror="alert(1)"><script>alert(2)</script><b data-canary>injected</b>'
const LONG_NAME = 'Wheel'.repeat(2_000)
const MIXED = '單車行 🚲 Vélo — دراجة ✓ 𝔅𝔦𝔨𝔢'

// Fields whose values the portal matches against lists of its own (type, status) or reads as
// dates: markup there fails the record's schema, a case of its own below.
const NOT_FREE_TEXT = new Set(['id', 'bpType', 'status', 'createdAt', 'modifiedAt', 'parentId'])

/** The partner with markup in every free-text field. */
function withMarkupEverywhere(partner: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(partner).map(([key, value]) =>
      typeof value === 'string' && !NOT_FREE_TEXT.has(key) ? [key, `${MARKUP}${key}`] : [key, value],
    ),
  )
}

/** Answers list requests with the real answer, each record passed through `change`. */
async function changeListRecords(page: Page, change: (partner: Record<string, unknown>) => unknown) {
  await rewriteJson(page, `${LIST_API}?*`, (body) => ({ ...body, list: body.list.map(change) }))
}

/** Nothing the data held became markup, and nothing ran. */
async function expectInert(page: Page) {
  expect(await page.locator('main img, main script, main iframe, main object').count()).toBe(0)
  expect(await page.locator('[data-canary]').count()).toBe(0)
  const hrefs = await page
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const href of hrefs) expect(href).toMatch(/^(\/|#|https?:|mailto:|tel:)/)
}

/** No part of the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('hostile partner data', () => {
  // The list asks for its next page once settled: a rewrite still running when the test ends
  // must not fail it as the page closes.
  test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

  test('markup and script in every text field of a list stay text', async ({ page, signIn }) => {
    await changeListRecords(page, withMarkupEverywhere)
    await signIn('/dealers/')
    await expect(rows(page)).toHaveCount(25)
    await expect(rows(page).first().locator('th')).toContainText(`${MARKUP}name`)
    await expectInert(page)
  })

  test('markup in every field of a detail page stays text, links stay http, mailto and tel', async ({
    page,
    request,
    signIn,
  }) => {
    const [dealer] = await findPartners(request, { bpType: 'dealer', pageSize: '1' })
    await rewriteJson(page, `${LIST_API}/${dealer?.id}`, (partner: Record<string, unknown>) => ({
      ...withMarkupEverywhere(partner),
      email: 'javascript:alert(1)',
    }))
    await signIn(`/dealers/detail/?id=${dealer?.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${MARKUP}name`)
    await expect(page.getByText(`${MARKUP}street`).first()).toBeVisible()
    await expect(page.getByText('javascript:alert(1)')).toBeVisible()
    await expectInert(page)
  })

  // The e-mail above is refused by the address check before safeHref sees it; a web address
  // goes to safeHref as it is (records/web-href.ts).
  test('script and data addresses in the web links stay text', async ({ page, request, signIn }) => {
    const [dealer] = await findPartners(request, { bpType: 'dealer', pageSize: '1' })
    const hostile = {
      url: ' JaVaScRiPt:alert(1)',
      Facebook: 'java\tscript:alert(2)',
      instagram: 'data:text/html,x',
    }
    await rewriteJson(page, `${MOCK_SERVICE}/store/api/business-partner-writables?*`, (body) => {
      const list = (body.list.length > 0 ? body.list : [{ id: 1, bpId: dealer?.id }]).map((record) => ({
        ...record,
        ...hostile,
      }))
      return { ...body, list, total: list.length }
    })
    await signIn(`/dealers/detail/?id=${dealer?.id}`)
    const links = page.locator('main section[aria-labelledby]').filter({
      has: page.getByRole('heading', { name: 'Web and social', exact: true, level: 2 }),
    })
    await expect(links).toContainText('JaVaScRiPt:alert(1)')
    await expect(links).toContainText('data:text/html,x')
    expect(await links.locator('a').count()).toBe(0)
    await expectInert(page)
  })

  for (const width of [360, 1280]) {
    test(`a 10,000-character name and mixed scripts fit a ${width} px window`, async ({
      page,
      request,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      const [store] = await findPartners(request, { bpType: 'store', pageSize: '1' })
      await changeListRecords(page, (partner) => ({ ...partner, name: LONG_NAME, city: MIXED }))
      await rewriteJson(page, `${LIST_API}/${store?.id}`, (partner: Record<string, unknown>) => ({
        ...partner,
        name: LONG_NAME,
        street: MIXED,
      }))
      await signIn('/stores/')
      await expect(rows(page)).toHaveCount(25)
      await expect(page.getByText(MIXED).first()).toBeVisible()
      await expectNoSidewaysScroll(page)

      await page.goto(`/stores/detail/?id=${store?.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_NAME)
      await expect(page.getByText(MIXED).first()).toBeVisible()
      await expectNoSidewaysScroll(page)
    })
  }
})

test.describe('a failing data service', () => {
  const answers: [string, (route: Route) => Promise<void>, RegExp][] = [
    [
      'HTTP 500 with an HTML body',
      (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html><h1>Oops</h1></html>' }),
      /The data service had a problem \(error 500\)/,
    ],
    [
      'invalid JSON',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"list": [{"id": 1,' }),
      /could not read/,
    ],
    [
      'a list that is not a list',
      (route) => route.fulfill({ status: 200, json: { list: 'none', total: -3 } }),
      /could not read/,
    ],
  ]

  for (const [name, answer, message] of answers) {
    test(`${name}: a translated message with Try again, which recovers`, async ({ page, signIn }) => {
      let failing = true
      await page.route(`${LIST_API}?*`, (route) => (failing ? answer(route) : route.fallback()))
      await signIn('/dealers/')
      await expect(page.getByRole('alert')).toContainText(message)
      failing = false
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(rows(page)).toHaveCount(25)
    })
  }

  // docs/decisions/010: an odd field costs that field; a record without a usable id is counted.
  test('records that fail their schema keep their readable fields, and unplaceable ones are counted', async ({
    page,
    signIn,
  }) => {
    await rewriteJson(page, `${LIST_API}?*`, (body) => {
      const [first, ...others] = body.list
      const list = [{ ...first, name: 42, bpType: 'spaceship' }, ...others.slice(0, 2), { id: 'one' }]
      return { ...body, list }
    })
    await signIn('/dealers/')
    await expect(rows(page)).toHaveCount(3)
    await expect(rows(page).first().getByRole('rowheader')).toHaveText('Unreadable')
    await expect(page.getByText('(1 more could not be read)')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('the same failure in zh-TW is told in Chinese', async ({ page, signIn }) => {
    await page.route(`${LIST_API}?*`, (route) => route.fulfill({ status: 200, body: 'not json at all' }))
    await signIn('/zh-TW/stores/')
    await expect(page.getByRole('alert')).toContainText('資料服務傳回的 business-partners 資料無法讀取')
    await expect(page.getByRole('button', { name: '再試一次' })).toBeVisible()
  })

  test('a 15 s stall keeps the table skeleton and the page, then shows the rows', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000)
    let stalled = 0
    await page.route(`${LIST_API}?*`, async (route) => {
      if (stalled > 0) return route.fallback()
      stalled += 1
      await new Promise((resolve) => setTimeout(resolve, 15_000))
      return route.fallback()
    })
    await signIn('/distributors/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Distributors')
    await expect(page.locator('main table tbody tr[aria-hidden]').first()).toBeVisible()
    await expect(rows(page)).toHaveCount(9, { timeout: 30_000 })
    expect(stalled).toBe(1)
  })
})

test.describe('garbage in the address', () => {
  test('an unknown language prefix is a page not found, with status 404', async ({ page }) => {
    const response = await page.goto('/fr/dealers/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('page=-1 and pageSize=100000 fall back to the first page of 25', async ({ page, request, signIn }) => {
    const asked: URL[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${LIST_API}?`)) asked.push(new URL(request.url()))
    })
    const [first] = await findPartners(request, { bpType: 'store', pageSize: '25', page: '1' })
    await signIn('/stores/?page=-1&pageSize=100000')
    await expect(rows(page)).toHaveCount(25)
    // Page 2 has 25 rows too: the first row and the summary say which page this is.
    await expect(rows(page).first().locator('th')).toHaveText(first?.name ?? 'no store')
    await expect(page.getByText(/^Showing 1–25 of \d+$/)).toBeVisible()
    // The list's own requests.
    const stores = asked.filter((url) => url.searchParams.get('bpType') === 'store')
    expect(stores.length).toBeGreaterThan(0)
    // Page 1 first (the next one is prefetched after it), never a page below 1.
    expect(stores[0]?.searchParams.get('page') ?? '1').toBe('1')
    for (const url of stores) {
      expect(Number(url.searchParams.get('pageSize'))).toBe(25)
      expect(Number(url.searchParams.get('page') ?? '1')).toBeGreaterThanOrEqual(1)
    }
    await expect(page.getByRole('navigation', { name: /pagination|pages/i })).toBeVisible()
  })

  test('markup and a script URL in the id and the query stay out of the page', async ({ page, signIn }) => {
    await signIn('/dealers/detail/?id=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    await expect(page.getByRole('main')).toContainText('This address does not name a record.')
    await expectInert(page)
    const asked: URL[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${LIST_API}?`)) asked.push(new URL(request.url()))
    })
    await page.goto('/dealers/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&parent=javascript:alert(1)')
    await expect(page.getByRole('searchbox')).toHaveValue('<img src=x onerror=alert(1)>')
    await expectInert(page)
    // The parent is not an id: no request names a parent. The list's own requests (the parent
    // filter reads every distributor besides) carry the search as typed.
    const dealers = () => asked.filter((url) => url.searchParams.get('bpType') === 'dealer')
    await expect.poll(() => dealers().length).toBeGreaterThan(0)
    for (const url of asked) expect(url.search).not.toMatch(/javascript|parent/i)
    for (const url of dealers()) {
      expect(url.searchParams.get('q')).toBe('<img src=x onerror=alert(1)>')
    }
    await expect(page.getByRole('main')).not.toContainText('javascript:alert(1)')
  })
})

test.describe('garbage in local storage', () => {
  test('a corrupt data-service token is replaced by a new one', async ({ page, signIn }) => {
    await signIn('/auth/login/')
    for (const value of ['{not json', '{"accessToken":42}', '"just a string"', 'null']) {
      await page.evaluate((stored) => localStorage.setItem('bp.dataServiceToken', stored), value)
      await page.goto('/distributors/')
      await expect(rows(page), value).toHaveCount(9)
    }
  })

  test('corrupt sign-in tokens send the user to sign in again, not to a blank page', async ({
    page,
    signIn,
  }) => {
    await signIn('/dealers/')
    await expect(rows(page)).toHaveCount(25)
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('CognitoIdentityServiceProvider.') && /Token$/.test(key)) {
          localStorage.setItem(key, 'garbage.not-a.jwt')
        }
      }
    })
    await page.goto('/dealers/')
    await page.waitForURL(/\/auth\/login\//)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })

  test('an unknown stored language falls back to English', async ({ page }) => {
    await page.goto('/auth/login/')
    await page.evaluate(() => localStorage.setItem('gatsby-i18next-language', 'xx-<b>'))
    await page.goto('/auth/login/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Business Partners')
  })
})

test.describe('formulas in exported names', () => {
  const FORMULAS = ['=1+2', '+SUM(1;2)', '-2+3', '@SUM(A1)']

  test('a CSV export opened as text shows every formula neutralised', async ({ page, signIn }) => {
    let index = 0
    await changeListRecords(page, (partner) => ({ ...partner, name: FORMULAS[index++ % FORMULAS.length] }))
    await signIn('/distributors/')
    await expect(rows(page)).toHaveCount(9)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
    const lines = csv.slice(1).trimEnd().split('\r\n').slice(1)
    expect(lines).toHaveLength(9)
    // A spreadsheet runs a field that starts with = + - or @: each starts with ' instead.
    for (const formula of FORMULAS) expect(lines.some((line) => line.startsWith(`'${formula},`))).toBe(true)
    for (const line of lines) for (const field of line.split(',')) expect(field).not.toMatch(/^"?[=+\-@]/)
  })
})

test.describe('open redirects through sign-in', () => {
  for (const target of [
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/.//evil.example/',
    'javascript:alert(1)',
  ]) {
    test(`the login page does not send a signed-in user to ${target}`, async ({ page, signIn }) => {
      await signIn(`/auth/login/?returnTo=${encodeURIComponent(target)}`)
      const landed = new URL(page.url())
      expect(landed.origin).toBe('http://localhost:9000')
      expect(landed.pathname).toBe('/')
    })
  }

  test.describe(() => {
    // Through the real callback page: the worker's session would never reach it.
    test.use({ signInThroughUi: true })
    test('the callback page does not follow a return address planted in the sign-in state', async ({
      page,
      signIn,
    }) => {
      // As if the state Amplify stored and the one that came back both named another site: the
      // callback page's own check is all that is left.
      await page.addInitScript(() => {
        if (location.pathname !== '/auth/callback/') return
        const url = new URL(location.href)
        const hex = [...new TextEncoder().encode(JSON.stringify({ returnTo: '//evil.example/' }))]
          .map((byte) => byte.toString(16).padStart(2, '0'))
          .join('')
        const state = `${(url.searchParams.get('state') ?? '').split('-')[0]}-${hex}`
        for (const key of Object.keys(localStorage)) {
          if (!key.endsWith('.oauthState')) continue
          localStorage.setItem(key, state)
          sessionStorage.setItem('planted', state)
        }
        url.searchParams.set('state', state)
        history.replaceState(null, '', url)
      })
      await signIn('/auth/login/')
      const landed = new URL(page.url())
      expect(landed.origin).toBe('http://localhost:9000')
      expect(landed.pathname).toBe('/')
      // The planted state is the one Amplify accepted: the check above is the callback page's.
      expect(await page.evaluate(() => sessionStorage.getItem('planted'))).toMatch(/-[0-9a-f]+$/)
    })
  })
})
