import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from './support/shared-context'
import { SITE_DIR } from './support/site'

/**
 * Every route is pre-rendered HTML in both languages, with the right <html lang>, the site
 * title and a trailing slash. Read as curl would: no JavaScript runs.
 */
const ROUTES = [
  { path: '/', en: 'All business partners', zh: '所有業務夥伴' },
  { path: '/distributors/', en: 'Distributors', zh: '總代理商' },
  { path: '/dealers/', en: 'Dealers', zh: '經銷商' },
  { path: '/stores/', en: 'Stores', zh: '門市' },
  { path: '/distributors/detail/?id=1', en: 'Distributor', zh: '總代理商' },
  { path: '/dealers/detail/?id=2', en: 'Dealer', zh: '經銷商' },
  { path: '/stores/detail/?id=3', en: 'Store', zh: '門市' },
  { path: '/auth/login/', en: 'Sign in', zh: '登入' },
  { path: '/auth/callback/', en: 'Signing in', zh: '登入中' },
  { path: '/500/', en: 'Something went wrong', zh: '發生錯誤' },
  { path: '/404/', en: 'Page not found', zh: '找不到頁面' },
]

for (const route of ROUTES) {
  for (const language of ['en', 'zh-TW'] as const) {
    const url = language === 'en' ? route.path : `/zh-TW${route.path}`
    const pageName = language === 'en' ? route.en : route.zh

    test(`${url} is pre-rendered in ${language} with its title`, async ({ request }) => {
      const response = await request.get(url)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${language}"`)
      expect(html).toMatch(new RegExp(`<title[^>]*>${pageName} \\| Business Partners</title>`))
    })
  }
}

test('/en/404/ is the English not-found page', async ({ request }) => {
  const html = await (await request.get('/en/404/')).text()
  expect(html).toContain('<html lang="en"')
  expect(html).toContain('Page not found | Business Partners')
})

test('an address without its trailing slash is sent to the one with it', async ({ request }) => {
  const response = await request.get('/dealers', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toMatch(/\/dealers\/$/)
})

test('a private page is pre-rendered with its frame and nothing of the page itself', async ({ request }) => {
  // The header shows with the HTML, before any script; the page waits for the auth gate. A
  // partner's page has its loading frame, where the first script writes the partner's name and
  // account number once they come (docs/decisions/019): empty, and nothing private, in the HTML.
  for (const [url, nav, currentLink, main] of [
    [
      '/dealers/',
      'aria-label="Main"',
      /aria-current="page"[^>]*href="\/dealers\/">Dealers</,
      /<main id="main"[^>]*><\/main>/,
    ],
    [
      '/zh-TW/stores/detail/?id=3',
      'aria-label="主選單"',
      /aria-current="true"[^>]*href="\/zh-TW\/stores\/">門市</,
      /<main id="main"[^>]*><article aria-labelledby="page-title" aria-busy="true".*<h1[^>]*><span data-first-value="name"[^>]*><\/span><span[^>]*>門市<\/span><\/h1>.*<span data-first-value="accountNum"[^>]*><\/span>.*<\/article><\/main>/,
    ],
  ] as const) {
    const html = await (await request.get(url)).text()
    expect(html).toContain('href="#main"')
    expect(html).toContain(nav)
    expect(html).toMatch(currentLink)
    expect(html).toMatch(main)
  }
})

test('no pre-rendered page has a part React moved out of place, to be put back by a script', async ({
  request,
}) => {
  // Past about 12.8 kB of HTML, React's server renderer sends each finished Suspense boundary
  // (the header's search button) at the end of the body, hidden, with an inline script that
  // moves it into place later: the button would blink in after the page shows.
  for (const route of ROUTES) {
    for (const url of [route.path, `/zh-TW${route.path}`]) {
      const html = await (await request.get(url)).text()
      expect(html, url).not.toContain('<template id="B:')
      expect(html, url).not.toMatch(/<div hidden id="S:/)
    }
  }
})

test("a page asks for Gatsby's framework and app scripts before its own", async ({ request }) => {
  // Six HTTP/1.1 connections to a host: the two largest scripts go first, not after four
  // preloaded chunks (gatsby-ssr onPreRenderHTML). No script is preloaded ahead of them.
  for (const url of ['/dealers/', '/zh-TW/stores/detail/?id=3']) {
    const html = await (await request.get(url)).text()
    const preloaded = [...html.matchAll(/<link [^>]*as="script"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    )
    const sources = [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((match) => match[1] ?? '')
    expect(preloaded).toEqual([])
    expect(sources.slice(0, 3).map((source) => source.replace(/-[0-9a-f]+\.js$/, ''))).toEqual([
      '/webpack-runtime',
      '/framework',
      '/app',
    ])
    expect(sources.filter((source) => source.includes('component---src-pages-'))).toHaveLength(1)
  }
})

test('every link in a pre-rendered page ends with a slash', async ({ request }) => {
  for (const url of ['/auth/login/', '/zh-TW/404/', '/500/', '/dealers/', '/zh-TW/stores/detail/?id=3']) {
    const html = await (await request.get(url)).text()
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '')
    const internal = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//'))
    expect(internal.length).toBeGreaterThan(0)
    for (const href of internal) expect(href.split(/[?#]/)[0]).toMatch(/\/$/)
  }
})

test('the manifest describes the installable app', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    name: 'Business Partners',
    short_name: 'Business Partners',
    start_url: '/',
    display: 'standalone',
    theme_color: 'blue',
  })
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3)
  const largest = manifest.icons.at(-1)
  expect((await request.get(`/${largest.src}`)).status()).toBe(200)
})

test('a build with Cognito settings holds none of the sign-in stand-in', async ({ request }) => {
  expect((await request.get('/auth/stand-in/')).status()).toBe(404)
  // Under /zh-TW/ an unknown path is answered by the zh-TW not-found page (its match path).
  expect(await (await request.get('/zh-TW/auth/stand-in/')).text()).toContain(
    '找不到頁面 | Business Partners',
  )
  const scripts = readdirSync(SITE_DIR).filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const file of scripts) {
    const code = readFileSync(path.join(SITE_DIR, file), 'utf8')
    expect(code, file).not.toContain('bp.standIn')
  }
})
