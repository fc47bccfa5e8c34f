import type { BrowserContext, Page } from '@playwright/test'

import { portalApp, portalPages } from './apps'
import { startBench, type Bench } from './harness'
import { watch } from './visit'

/** One visit of portalVisits, as its hooks see it: `counted` is false for the first. */
export type PortalVisit = { bench: Bench; context: BrowserContext; page: Page; counted: boolean }

type Hooks<T> = {
  /** Before the navigation: an init script, CPU throttling, tracing or coverage to start. */
  prepare?: (visit: PortalVisit) => Promise<unknown>
  /** Once the data has shown, `readyAt` ms from navigation start; the context closes after. */
  collect: (visit: PortalVisit, readyAt: number) => Promise<T>
}

/**
 * BENCH_TOKEN=asked: every visit without the data-service token the session holds, as the first
 * page after signing in, where the token request stands before the data.
 */
const TOKEN_ASKED = process.env.BENCH_TOKEN === 'asked'

/**
 * `visits` cold signed-in visits of the portal's list or detail screen (the build in public/,
 * served as the bench serves it), after one that is not counted: the servers' first answers are
 * theirs. Each visit has a fresh context and is watched until its data shows (visit.ts's watch,
 * which also refuses a page that reloaded itself). What `collect` returns for the counted visits
 * comes back in order. The diagnostic tools (trace, phases, coverage) differ only in their hooks.
 */
export async function portalVisits<T>(
  screen: 'list' | 'detail',
  visits: number,
  { prepare, collect }: Hooks<T>,
): Promise<T[]> {
  const bench = await startBench()
  const collected: T[] = []
  try {
    const app = portalApp(bench, await portalPages())
    for (let index = 0; index <= visits; index += 1) {
      const context = await bench.coldContext({ withoutAppToken: TOKEN_ASKED })
      const page = await context.newPage()
      const visit = { bench, context, page, counted: index > 0 }
      await prepare?.(visit)
      const shown = await watch(page, app[screen].ready)
      await page.goto(app[screen].url)
      const result = await collect(visit, await shown())
      await context.close()
      if (visit.counted) collected.push(result)
    }
  } finally {
    await bench.close()
  }
  return collected
}
