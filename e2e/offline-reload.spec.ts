import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'
import { MOCK_SERVICE } from './support/mock-data'
import { rowLinks, rows } from './support/page'
import { cachedUrls, putWorkerInControl, workerKnowsResources } from './support/service-worker'

/**
 * The installed app opens offline on any private address it has shown
 * before, on a full reload too (not only within the app, e2e/offline.spec.ts): the shell comes
 * from the service worker, what was read shows from its copies, and what was never fetched says
 * the portal is offline, in the page's language; never the browser's own offline page. A page
 * never shown, whose code never came, still gets that page rather than a blank app shell.
 */
test.use({ serviceWorkers: 'allow' })

type Texts = { offline: string; storeDetail: string; loadFailed: string; unreachable: string }

function texts(language: 'en' | 'zh-TW'): Texts {
  const read = (file: string) => JSON.parse(readFileSync(`locales/${language}/${file}.json`, 'utf8'))
  const common = read('common') as {
    offline: { notice: string }
    pages: { storeDetail: string }
    queryError: { title: string }
  }
  const data = read('data') as { errors: { network: string } }
  return {
    offline: common.offline.notice,
    storeDetail: common.pages.storeDetail,
    loadFailed: common.queryError.title,
    unreachable: data.errors.network,
  }
}

/** A full load of `path`, which must end on the portal, not on the browser's error page. */
async function load(page: Page, path: string | 'reload') {
  if (path === 'reload') await page.reload()
  else await page.goto(path)
  expect(page.url()).not.toMatch(/^chrome-error:/)
}

for (const [language, prefix] of [
  ['en', ''],
  ['zh-TW', '/zh-TW'],
] as const) {
  test(`${language}: a list with a search and a partner reload offline from the worker; a partner never opened says the portal is offline`, async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(120_000)
    const text = texts(language)
    await signIn(`${prefix}/stores/`)
    await putWorkerInControl(page)
    await expect(rows(page)).toHaveCount(25)
    const name = (await rowLinks(page).first().textContent()) ?? ''
    const unopenedHref = (await rowLinks(page).last().getAttribute('href')) ?? ''
    const unopenedId = new URL(unopenedHref, page.url()).searchParams.get('id')
    expect(unopenedId).toMatch(/^\d+$/)

    // A list narrowed by a search, opened by its address, then one of its partners.
    const listPath = `${prefix}/stores/?q=${encodeURIComponent(name)}`
    await page.goto(listPath)
    await expect(rowLinks(page).filter({ hasText: name }).first()).toBeVisible()
    const listCount = await rows(page).count()
    await rowLinks(page).filter({ hasText: name }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const detailUrl = new URL(page.url())
    const partnerId = detailUrl.searchParams.get('id')
    expect(partnerId).not.toBe(unopenedId)
    // The worker writes its copies just after answering: wait for the partner's and the list's.
    await expect
      .poll(async () => {
        const kept = await cachedUrls(page)
        return [
          kept.some((url) => url.startsWith(`${MOCK_SERVICE}/store/api/business-partners/${partnerId}`)),
          kept.some((url) => url.startsWith(`${MOCK_SERVICE}/store/api/business-partners?`)),
          kept.some((url) => url.includes(`/page-data${prefix}/stores/detail/page-data.json`)),
        ]
      })
      .toEqual([true, true, true])

    // What a link's prefetch leaves of pages never opened: their data, not their code. A detail
    // page's data under its query, as a fetch; a list, by Gatsby's own prefetch, which also
    // tells gatsby-plugin-offline's worker the page's resources (its own app-shell check).
    const prefetchedDetail = `${prefix}/distributors/detail/?id=1`
    const prefetchedList = `${prefix}/distributors/`
    await page.evaluate(
      ({ detailData, list }) => {
        const loader = (window as unknown as { ___loader: { prefetch: (path: string) => unknown } }).___loader
        loader.prefetch(list)
        return fetch(detailData).then((response) => response.ok)
      },
      { detailData: `/page-data${prefix}/distributors/detail/page-data.json?id=1`, list: prefetchedList },
    )
    await expect
      .poll(async () => {
        const kept = await cachedUrls(page)
        return [
          kept.some((url) => url.includes(`/page-data${prefix}/distributors/detail/page-data.json?id=1`)),
          kept.some((url) => url.endsWith(`/page-data${prefix}/distributors/page-data.json`)),
          await workerKnowsResources(page, prefetchedList),
        ]
      })
      .toEqual([true, true, true])

    await context.setOffline(true)

    await load(page, 'reload')
    await expect(page).toHaveURL(detailUrl.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByRole('status').filter({ hasText: text.offline })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', language)

    await load(page, listPath)
    await expect(rows(page)).toHaveCount(listCount)
    await expect(rowLinks(page).filter({ hasText: name }).first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: text.offline })).toBeVisible()

    // Never fetched: the page's own offline state, in its language.
    await load(page, `${prefix}/stores/detail/?id=${unopenedId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.storeDetail)
    const failed = page.getByRole('alert').filter({ hasText: text.unreachable })
    await expect(failed.getByRole('heading', { name: text.loadFailed })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: text.offline })).toBeVisible()

    // Pages never shown, whose code never came: still the browser's own offline page, not the
    // app shell, which would stay blank.
    for (const path of [prefetchedDetail, prefetchedList]) {
      const failure = await page.goto(path).then(
        () => 'loaded',
        (error: Error) => error.message,
      )
      expect(failure, path).toMatch(/net::ERR_/)
      await expect(page).toHaveURL(/^chrome-error:/)
    }
  })
}
