import type { BrowserContext, Page } from '@playwright/test'

import { javaScriptReceivedBy } from './page-scripts'

/** Ready when an element matching `selector` shows `text` (or any text, without `text`). */
export type Ready = { selector: string; text?: string }

/** One page of an app as the bench visits it. */
export type Screen = {
  url: string
  ready: Ready
  /** Lists: the control that shows the next page, for the "click on Next" figure. */
  next?: string
}

/** An app under measurement: the portal or the react-admin reference. */
export type App = {
  name: string
  /** The folder its script files are served from, to size them. */
  root: string
  newContext: () => Promise<BrowserContext>
  list: Screen
  detail: Screen
}

export type Visit = {
  /** Navigation start to the data shown, on the page's own clock. */
  readyMs: number
  scripts: Map<string, number>
  /** Sum over long tasks of their time past 50 ms, until the page is done. */
  blockingMs: number
  nextPageMs?: number
}

/** After the network has been quiet for 500 ms, how long more counts as "until the page is done". */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 2000)

type Watched = { __readyAt?: number; __blockingMs: number }

/** The console message a watched page writes once, when its data shows. */
const READY_MESSAGE = 'bench:ready'

/**
 * Records in the page when the data shows (a MutationObserver, so no polling lag) and every long
 * task from the document's start (an init script runs before any of the page's own scripts).
 * Returns a promise of the moment the data showed, on the page's own clock, which fails if the
 * page had reloaded itself (assertFirstLoad).
 *
 * The page says so itself, with one console message, and the bench only listens: it must not
 * reach into the page before then. Playwright's waitForFunction first injects its own script
 * into the page (a short main-thread task of its own) and then runs
 * its check at every frame; the portal's start is a series of short tasks, so that script ran
 * between two of them, before the data's render, while react-admin's start is one long task that
 * it could only follow. No user's browser runs it.
 */
export async function watch(page: Page, ready: Ready, timeout = 60_000): Promise<() => Promise<number>> {
  const shown = pageSays(page, READY_MESSAGE, timeout)
  await addWatchScript(page, ready)
  return async () => {
    await shown()
    await assertFirstLoad(page)
    return page.evaluate(() => (window as unknown as Watched).__readyAt ?? NaN)
  }
}

/**
 * Waits, from before the page opens, for the page to write `message` to its console: how a
 * bench's init script reports a moment without the bench reaching into the page (see watch).
 */
export function pageSays(page: Page, message: string, timeout = 60_000): () => Promise<void> {
  const said = page
    .waitForEvent('console', { predicate: (logged) => logged.text() === message, timeout })
    .then(() => undefined)
  // Awaited by the caller once the page is open; a failed wait must not go unhandled before that.
  said.catch(() => undefined)
  return () => said
}

async function addWatchScript(page: Page, ready: Ready) {
  await page.addInitScript(({ selector, text }: Ready) => {
    const win = window as unknown as Watched
    win.__blockingMs = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.__blockingMs += Math.max(0, entry.duration - 50)
    }).observe({ type: 'longtask', buffered: true })
    const check = () => {
      if (win.__readyAt !== undefined) return
      for (const element of document.querySelectorAll(selector)) {
        const shown = element.textContent?.trim() ?? ''
        if (text === undefined ? shown !== '' : shown === text) {
          win.__readyAt = performance.now()
          // For a trace's reader (trace.ts): the moment the data showed, on the page's timeline.
          performance.mark('bench:ready')
          console.debug('bench:ready')
          return
        }
      }
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
  }, ready)
}

/**
 * Fails unless what was measured is the page's first load. Gatsby reloads a page once when its
 * build's compilation hash is missing or differs from its page data's: it is, when the
 * Content-Security-Policy nginx sends (written by the last `gatsby build`) blocks the inline
 * scripts of the build being served, another one's. The figures would then be a warm reload's,
 * every file from the cache: about half the time to the data of a real first visit.
 */
export async function assertFirstLoad(page: Page): Promise<void> {
  const type = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
  )
  if (type !== 'navigate')
    throw new Error(
      `${page.url()} measured after a ${String(type)}, not a first load: is the Content-Security-Policy ` +
        'the one of the build being served? (gatsby build writes it; compare-builds.ts writes one for all)',
    )
}

/** Clicks `next` and times it until the first row shows other text. */
function timeNextPage(page: Page, next: string) {
  return page.evaluate(
    (selector) =>
      new Promise<number>((resolve, reject) => {
        const firstRow = () => document.querySelector('table tbody tr')?.textContent ?? ''
        const before = firstRow()
        const button = document.querySelector<HTMLElement>(selector)
        if (!button) return reject(new Error(`no ${selector}`))
        const clickedAt = performance.now()
        new MutationObserver((_, observer) => {
          if (firstRow() && firstRow() !== before) {
            observer.disconnect()
            resolve(performance.now() - clickedAt)
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true })
        button.click()
      }),
    next,
  )
}

/**
 * One cold visit (a fresh context: empty HTTP cache) of an app's screen with the CPU slowed
 * `cpuRate` times (CDP, as Lighthouse's mobile preset does), measured the same way for both apps.
 */
export async function visit(app: App, screen: 'list' | 'detail', cpuRate: number): Promise<Visit> {
  const { url, ready, next } = app[screen]
  const context = await app.newContext()
  try {
    const page = await context.newPage()
    if (cpuRate > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    }
    const shown = await watch(page, ready)
    await page.goto(url)
    const readyMs = await shown()
    const scripts = await javaScriptReceivedBy(page, readyMs, app.root)
    // The page is done when what it fetched after the data has come and been drawn.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
    await page.waitForTimeout(SETTLE_MS)
    const blockingMs = await page.evaluate(() => (window as unknown as Watched).__blockingMs)
    // A reader looks at the first page before moving on, so Next is timed after it has settled.
    const nextPageMs = next && cpuRate === 1 ? await timeNextPage(page, next) : undefined
    return { readyMs, scripts, blockingMs, nextPageMs }
  } finally {
    await context.close()
  }
}
