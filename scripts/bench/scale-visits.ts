import { SITE, type Bench } from './harness'
import { openScalePage, type ScalePage } from './scale-page'

/** The scale part's visits (scale-bench.ts): each a cold signed-in visit, closed whatever happens. */

const FIRST_ROW = { selector: 'table tbody tr th a' }

/** One visit: opens the page, runs `measure`, closes it whatever happens. */
async function visiting<T>(bench: Bench, measure: (page: ScalePage) => Promise<T>): Promise<T> {
  const page = await openScalePage(bench)
  try {
    return await measure(page)
  } finally {
    await page.close()
  }
}

/** The store list at `path`: its first row, on the page's clock from navigation, and its longest task. */
export function firstRow(bench: Bench, path: string) {
  return visiting(bench, async (visit) => {
    const shown = await visit.when('firstRow', FIRST_ROW)
    await visit.page.goto(`${SITE}${path}`)
    const at = await shown()
    return { ms: at, longestMs: await visit.longestTask(0, at) }
  })
}

/** The map of every store: its first marks, every store, how fast a key answers while it reads, the heap after. */
export function mapVisit(bench: Bench) {
  return visiting(bench, async (visit) => {
    const marks = await visit.when('firstPlaces', { selector: 'main svg a, main svg g[role="button"]' })
    const every = await visit.when('everyStore', { selector: 'main p[role="status"]', text: 'on the map.' })
    await visit.page.goto(`${SITE}/stores/?view=map`)
    const firstMs = await marks()
    // While it reads: a key on the map, to the view it moves (the land's transform) committed.
    await visit.page.evaluate(() => {
      const win = window as unknown as { __answers: number[]; __keyAt?: number }
      win.__answers = []
      document.addEventListener('keydown', () => (win.__keyAt = performance.now()), { capture: true })
      const land = document.querySelector('main svg[aria-roledescription="map"] > path')
      if (land)
        new MutationObserver(() => {
          if (win.__keyAt !== undefined) win.__answers.push(performance.now() - win.__keyAt)
          win.__keyAt = undefined
        }).observe(land, { attributes: true, attributeFilter: ['transform'] })
    })
    const map = visit.page.getByRole('group', { name: 'Stores on a map' })
    for (const key of ['+', 'ArrowLeft', '+', 'ArrowUp', '-']) {
      if ((await visit.page.getByRole('progressbar').count()) === 0) break
      await map.press(key)
      await visit.page.waitForTimeout(300)
    }
    const answers = await visit.page.evaluate(() => (window as unknown as { __answers: number[] }).__answers)
    const everyMs = await every()
    return {
      firstMs,
      everyMs,
      answerMs: answers.length > 0 ? Math.max(...answers) : NaN,
      longestMs: await visit.longestTask(0, everyMs),
      heapMB: await visit.heapMB(),
    }
  })
}

/** Select all N matching on the store list: from the press to the bar's count of every store. */
export function selectAllVisit(bench: Bench, stores: number) {
  return visiting(bench, async (visit) => {
    const shown = await visit.when('firstRow', FIRST_ROW)
    await visit.page.goto(`${SITE}/stores/`)
    await shown()
    await visit.page.getByRole('checkbox', { name: /^Select this page/ }).click()
    const all = visit.page.getByRole('button', { name: /^Select all [\d,]+ matching$/ })
    await all.waitFor()
    const selected = await visit.when('selected', {
      selector: '[role="group"][aria-label="Chosen partners"] p[role="status"]',
      text: `${stores.toLocaleString('en')} selected`,
    })
    const from = await visit.now()
    await all.click()
    const at = await selected()
    return { ms: at - from, longestMs: await visit.longestTask(from, at) }
  })
}

/** The overview: its first figures, every figure, its longest task, the heap after. */
export function overviewVisit(bench: Bench) {
  return visiting(bench, async (visit) => {
    const first = await visit.when('first', { selector: 'section[aria-labelledby="status-title"] svg a' })
    const every = await visit.when('every', {
      selector: 'section[aria-labelledby^="attention-"]',
      absent: 'main [aria-busy="true"]',
    })
    await visit.page.goto(`${SITE}/overview/`)
    const firstMs = await first()
    const everyMs = await every()
    return { firstMs, everyMs, longestMs: await visit.longestTask(0, everyMs), heapMB: await visit.heapMB() }
  })
}

/** Ctrl+K on the store list, a far partner's account number typed at once: to its option listed. */
export function jumpVisit(bench: Bench, far: { name: string; accountNum: string }) {
  return visiting(bench, async (visit) => {
    const shown = await visit.when('firstRow', FIRST_ROW)
    await visit.page.goto(`${SITE}/stores/`)
    await shown()
    await visit.page.keyboard.press('Control+K')
    const field = visit.page.getByRole('combobox', { name: 'Name, account number or city' })
    await field.waitFor()
    const listed = await visit.when('listed', { selector: '[role="option"]', text: far.name })
    const from = await visit.now()
    await field.fill(far.accountNum)
    const at = await listed()
    return { ms: at - from, longestMs: await visit.longestTask(from, at) }
  })
}
