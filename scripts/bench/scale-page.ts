import type { BrowserContext, Page } from '@playwright/test'

import type { Bench } from './harness'
import { pageSays } from './visit'

/**
 * One page of the scale bench (scale-bench.ts), watched from its document's start: every long
 * task, and the first moment each named condition holds (an element matching a selector, with a
 * text in it, and none matching `absent`), seen by a MutationObserver and said on the console, so
 * the bench never polls inside the page. Conditions can be added later, just before the action
 * they time (a click, a key).
 */
/** How long a condition may take to hold: the overview of 100,000 partners on a busy machine takes minutes. */
const TIMEOUT_MS = Number(process.env.BENCH_SCALE_TIMEOUT_MS ?? 600_000)

export type Condition = { selector: string; text?: string; absent?: string }

type Watched = {
  __tasks: { start: number; duration: number }[]
  __at: Record<string, number>
  __conditions: Record<string, Condition>
  __check: () => void
}

export type ScalePage = {
  page: Page
  context: BrowserContext
  /** Watches for `condition` from now on; the returned wait gives when it first held (page clock). */
  when: (name: string, condition: Condition, timeout?: number) => Promise<() => Promise<number>>
  /** The page's clock now. */
  now: () => Promise<number>
  /** The longest main-thread task that started between two moments of the page's clock. */
  longestTask: (from: number, to: number) => Promise<number>
  /** JavaScript heap in use after a full garbage collection, in MB (the DevTools protocol's figures). */
  heapMB: () => Promise<number>
  close: () => Promise<void>
}

export async function openScalePage(bench: Bench): Promise<ScalePage> {
  const context = await bench.coldContext()
  const page = await context.newPage()
  await page.addInitScript(() => {
    const win = window as unknown as Watched
    win.__tasks = []
    win.__at = {}
    win.__conditions = {}
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        win.__tasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
    win.__check = () => {
      for (const [name, { selector, text, absent }] of Object.entries(win.__conditions)) {
        if (win.__at[name] !== undefined) continue
        if (absent && document.querySelector(absent)) continue
        const found = [...document.querySelectorAll(selector)].some(
          (element) => text === undefined || (element.textContent ?? '').includes(text),
        )
        if (!found) continue
        win.__at[name] = performance.now()
        console.debug(`bench:${name}`)
      }
    }
    new MutationObserver(() => win.__check()).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    })
  })
  const cdp = await context.newCDPSession(page)
  const when: ScalePage['when'] = async (name, condition, timeout = TIMEOUT_MS) => {
    const said = pageSays(page, `bench:${name}`, timeout)
    if (page.url() === 'about:blank')
      await page.addInitScript(
        ([key, value]) => {
          ;(window as unknown as Watched).__conditions[key] = value
        },
        [name, condition] as const,
      )
    else
      await page.evaluate(
        ([key, value]) => {
          const win = window as unknown as Watched
          win.__conditions[key] = value
          win.__check()
        },
        [name, condition] as const,
      )
    return async () => {
      await said()
      return page.evaluate((key) => (window as unknown as Watched).__at[key] ?? NaN, name)
    }
  }
  return {
    page,
    context,
    when,
    now: () => page.evaluate(() => performance.now()),
    longestTask: async (from, to) => {
      // A long task reaches its observer in a task of its own, after it ended: let those come.
      await page.waitForTimeout(200)
      const tasks = await page.evaluate(() => (window as unknown as Watched).__tasks)
      return Math.max(
        0,
        ...tasks.filter((task) => task.start >= from && task.start <= to).map((task) => task.duration),
      )
    },
    heapMB: async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      return usedSize / 1e6
    },
    close: () => context.close(),
  }
}
