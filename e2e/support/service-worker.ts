import { expect, type Page } from '@playwright/test'

/**
 * Waits for the production build's service worker to control the page, then loads the page
 * again: what the page asked for before the worker took control never reached it, so only the
 * second load leaves the worker its copies.
 */
export async function putWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

/** Every address the worker's caches hold, whatever the cache. */
export const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) found.push(request.url)
    return found
  })

/**
 * Whether gatsby-plugin-offline's worker has recorded a page's resources (what its app-shell
 * check reads), kept with idb-keyval in its default store.
 */
export const workerKnowsResources = (page: Page, path: string) =>
  page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('keyval-store')
        opening.onerror = () => resolve(false)
        opening.onsuccess = () => {
          const db = opening.result
          if (!db.objectStoreNames.contains('keyval')) return resolve(false)
          const reading = db.transaction('keyval').objectStore('keyval').get(key)
          reading.onerror = () => resolve(false)
          reading.onsuccess = () => resolve(reading.result !== undefined)
        }
      }),
    `resources:${path}`,
  )
