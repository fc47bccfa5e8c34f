import { readdir, readFile, stat } from 'node:fs/promises'

import type { APIResponse } from '@playwright/test'

import { expect, test } from './support/shared-context'
import { SITE_DIR } from './support/site'

/**
 * A real host: the build as nginx serves it with deploy/nginx's configuration
 * (playwright.config starts it). Status codes, cache rules and security headers, read as a
 * browser or a CDN receives them.
 */

const YEAR = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** The build's scripts and styles, as the home page names them. */
async function assetsOf(html: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"/g)].map(([, src]) => src ?? '')
  const styles = [...html.matchAll(/data-href="(\/styles\.[0-9a-f]+\.css)"/g)].map(([, href]) => href ?? '')
  return [...scripts, ...styles]
}

const directives = (response: APIResponse) =>
  new Map(
    (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )

test.describe('status codes', () => {
  for (const [path, language, title] of [
    ['/nowhere/', 'en', 'Page not found'],
    ['/dealers/nowhere/', 'en', 'Page not found'],
    ['/en/nowhere/', 'en', 'Page not found'],
    ['/zh-TW/nowhere/', 'zh-TW', '找不到頁面'],
    ['/zh-TW/dealers/nowhere/deeper/', 'zh-TW', '找不到頁面'],
  ] as const) {
    test(`${path} answers 404 with the ${language} not-found page`, async ({ request, page }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toContain(`<html lang="${language}"`)
      expect(html).toContain(title)
      expect(response.headers()['cache-control']).toBe(REVALIDATE)

      // The browser keeps showing it once the app has started.
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
    })
  }

  test('every route answers 200, and an address without its slash is sent to the one with it', async ({
    request,
  }) => {
    for (const path of ['/', '/dealers/', '/zh-TW/stores/', '/distributors/detail/?id=1', '/auth/login/']) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
    const redirect = await request.get('/dealers?page=2', { maxRedirects: 0 })
    expect(redirect.status()).toBe(301)
    // Relative, so the host and port the browser used are kept.
    expect(redirect.headers().location).toBe('/dealers/?page=2')
  })

  test('build by-products are not served', async ({ request }) => {
    for (const path of [
      '/webpack.stats.json',
      '/chunk-map.json',
      '/mockServiceWorker.js',
      // The build's gzip and brotli copies (docs/decisions/013) are sent in place of their files only.
      '/webpack.stats.json.gz',
      '/dealers/index.html.gz',
      '/dealers/index.html.br',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  // Folders once answered 403, and /static/'s 403 was cached for a year.
  test('a folder without an index is not found, not forbidden, and is asked for again', async ({
    request,
  }) => {
    for (const path of ['/static/', '/page-data/', '/page-data/dealers/', '/zh-TW/page-data/']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['cache-control'], path).toBe(REVALIDATE)
    }
  })

  test('a malformed address answers 400', async ({ request }) => {
    expect((await request.get('/%00/')).status()).toBe(400)
  })
})

test.describe('source maps', () => {
  // Every *.js.map was once served, handing out the source.
  test('none is in the deployed folder: gatsby-node moves them to source-maps/', async () => {
    const files = await readdir(SITE_DIR, { recursive: true })
    expect(files.length).toBeGreaterThan(100)
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([])
  })

  test('none is served, not even one put back in the web root', async ({ request }) => {
    const scripts = (await assetsOf(await (await request.get('/')).text())).filter((asset) =>
      asset.endsWith('.js'),
    )
    expect(scripts.length).toBeGreaterThanOrEqual(3)
    for (const script of scripts) {
      const response = await request.get(`${script}.map`)
      expect(response.status(), script).toBe(404)
      expect(await response.text(), script).not.toContain('"sources"')
    }
  })
})

test.describe('caching', () => {
  test('files named by their content are kept for a year', async ({ request }) => {
    const assets = await assetsOf(await (await request.get('/')).text())
    expect(assets.length).toBeGreaterThanOrEqual(4)
    for (const asset of assets) {
      const response = await request.get(asset)
      expect(response.status(), asset).toBe(200)
      expect(response.headers()['cache-control'], asset).toBe(YEAR)
    }
  })

  test('pages, page data and the manifest are asked for again on every visit', async ({ request }) => {
    for (const path of [
      '/',
      '/zh-TW/dealers/',
      '/page-data/dealers/page-data.json',
      '/page-data/app-data.json',
      '/manifest.webmanifest',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe(REVALIDATE)
    }
    const manifest = await request.get('/manifest.webmanifest')
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  })

  test('the service worker script is never cached', async ({ request }) => {
    const response = await request.get('/sw.js')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-cache, no-store, must-revalidate')
  })
})

test.describe('compression', () => {
  // docs/decisions/013: nginx sends the copy the build wrote, not one it makes per request (which
  // it would send in chunks, with no length): brotli to a browser that takes it, else gzip.
  for (const [accepted, encoding, suffix] of [
    ['gzip', 'gzip', '.gz'],
    ['gzip, deflate, br, zstd', 'br', '.br'],
  ] as const) {
    test(`pages, scripts, styles and data are sent as the build compressed them: ${encoding} for "${accepted}"`, async ({
      request,
    }) => {
      const assets = await assetsOf(await (await request.get('/dealers/')).text())
      const paths = ['/dealers/', '/page-data/dealers/page-data.json', ...assets]
      expect(assets.length).toBeGreaterThanOrEqual(4)
      for (const path of paths) {
        const file = `public${path.endsWith('/') ? `${path}index.html` : path}`
        const response = await request.get(path, { headers: { 'Accept-Encoding': accepted } })
        expect(response.status(), path).toBe(200)
        expect(response.headers()['content-encoding'], path).toBe(encoding)
        expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/)
        expect(Number(response.headers()['content-length']), path).toBe((await stat(`${file}${suffix}`)).size)
        expect((await response.body()).equals(await readFile(file)), path).toBe(true)
      }
    })
  }

  test('a client that takes no gzip gets the file itself', async ({ request }) => {
    const [script = ''] = await assetsOf(await (await request.get('/')).text())
    const response = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } })
    expect(response.headers()['content-encoding']).toBeUndefined()
    expect(Number(response.headers()['content-length'])).toBe((await stat(`public${script}`)).size)
  })
})

test.describe('security headers', () => {
  test('every response carries them: pages, scripts, data and errors', async ({ request }) => {
    const assets = await assetsOf(await (await request.get('/')).text())
    const paths = ['/', '/zh-TW/nowhere/', '/page-data/app-data.json', '/sw.js', assets[0] ?? '']
    // nginx answers a malformed address before any location, and a folder.
    for (const path of [...paths, '/%00/', '/static/', `${assets[0] ?? ''}.map`]) {
      const headers = (await request.get(path)).headers()
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-frame-options'], path).toBe('DENY')
      // Kept at a cost to every page opened in a new tab (docs/decisions/018).
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
    }
  })

  test('the policy runs no script from a string or an unlisted inline block', async ({ request }) => {
    const policy = directives(await request.get('/'))
    const scripts = policy.get('script-src') ?? []
    expect(scripts[0]).toBe("'self'")
    expect(scripts.slice(1).every((source) => /^'sha256-[\w+/]+=*'$/.test(source))).toBe(true)
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'")
  })

  test('the browser talks only to the site, the data service and Cognito of this build', async ({
    request,
  }) => {
    // e2e/e2e.env: the token broker on the site's own origin, the mock data service and its auth
    // path on :9100, the made-up Cognito hosts.
    expect(directives(await request.get('/')).get('connect-src')).toEqual([
      "'self'",
      'http://localhost:9000',
      'http://localhost:9100',
      'https://auth.e2e.test',
      'https://cognito-idp.e2e.test',
    ])
  })

  test('the browser enforces it: an injected inline script is refused and reported', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/auth/login/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'document.body.dataset.injected = "ran"'
      document.head.append(script)
      return document.body.dataset.injected ?? 'refused'
    })
    expect(ran).toBe('refused')
    await expect.poll(() => cspViolations.some((report) => report.startsWith('script-src'))).toBe(true)
    // The refusal this test caused on purpose; the fixture fails a test on any other.
    cspViolations.length = 0
  })
})
