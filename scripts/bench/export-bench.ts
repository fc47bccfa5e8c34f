import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { median, type Figure } from './figures'
import { SITE, type Bench } from './harness'
import { watch } from './visit'

/**
 * The export benchmark: the stores list's CSV export, every store (run it in a large world:
 * MOCK_PARTNERS=20000 has 17,965 stores), median of BENCH_EXPORTS (3) exports, each in a fresh
 * signed-in context after one that is not counted. Timed on the page's own clock from the press on
 * Export to the file handed to the browser, with the confirmation a large export asks answered at
 * once; and the longest main-thread task meanwhile, overall and after the last page came (the
 * CSV's build). Long work must leave the page able to answer: no task of 50 ms or more.
 */
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3)
const LIST = '/stores/'

type Export = {
  rows: number
  totalMs: number
  /** From the last page read to the file: the CSV's build. */
  buildMs: number
  longestMs: number
  longestBuildMs: number
}

type Watched = {
  __tasks: { start: number; duration: number }[]
  __downloadAt?: number
}

/** Records every long task and the moment a download's anchor is pressed (lib/csv.ts downloadFile). */
async function watchExport(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as Watched
    win.__tasks = []
    // Every page's timing, not the first 250 (the browser's default buffer).
    performance.setResourceTimingBufferSize(100_000)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        win.__tasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) win.__downloadAt = performance.now()
      click.call(this)
    }
  })
}

export async function exportOnce(bench: Bench): Promise<Export> {
  const context = await bench.coldContext()
  try {
    const page = await context.newPage()
    await watchExport(page)
    const shown = await watch(page, { selector: 'table tbody tr th a' })
    await page.goto(`${SITE}${LIST}`)
    await shown()
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
    const exportButton = page.getByRole('button', { name: 'Export CSV' })
    await exportButton.waitFor()
    const startedAt = await page.evaluate(() => performance.now())
    const download = page.waitForEvent('download', { timeout: 120_000 })
    await exportButton.click()
    // Past 5,000 rows the export asks first; the bench answers as soon as it asks.
    const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Export', exact: true })
    await Promise.race([confirm.click({ timeout: 10_000 }).catch(() => undefined), download])
    const file = await (await download).path()
    const rows = readFileSync(file, 'utf8').trimEnd().split('\r\n').length - 1
    const { downloadAt, tasks, lastPageAt } = await page.evaluate(async (from) => {
      // A long task reaches its observer in a task of its own, after it ended: let those come.
      await new Promise((resolve) => setTimeout(resolve, 100))
      const win = window as unknown as Watched
      const pages = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from && /business-partners.*pageSize=500/.test(entry.name))
      return {
        downloadAt: win.__downloadAt ?? NaN,
        tasks: win.__tasks,
        lastPageAt: Math.max(...pages.map((entry) => (entry as PerformanceResourceTiming).responseEnd)),
      }
    }, startedAt)
    const during = tasks.filter((task) => task.start >= startedAt && task.start <= downloadAt)
    const longest = (of: typeof tasks) => Math.max(0, ...of.map((task) => task.duration))
    return {
      rows,
      totalMs: downloadAt - startedAt,
      buildMs: downloadAt - lastPageAt,
      longestMs: longest(during),
      longestBuildMs: longest(during.filter((task) => task.start + task.duration >= lastPageAt)),
    }
  } finally {
    await context.close()
  }
}

export async function runExportBench(bench: Bench): Promise<Figure[]> {
  await exportOnce(bench)
  const exports: Export[] = []
  for (let index = 0; index < EXPORTS; index += 1) exports.push(await exportOnce(bench))
  const rows = exports[0]?.rows ?? 0
  console.log(`\nExport: ${LIST} as CSV, ${rows} rows, median of ${EXPORTS} exports`)
  for (const run of exports)
    console.log(
      `  ${Math.round(run.totalMs)} ms (${Math.round(run.buildMs)} ms of it after the last page),` +
        ` longest task ${Math.round(run.longestMs)} ms (${Math.round(run.longestBuildMs)} ms after the last page)`,
    )
  const of = (pick: (run: Export) => number) => median(exports.map(pick))
  const label = `export ${LIST} (${rows} rows)`
  return [
    { label: `${label}: Export to the file`, unit: 'ms', portal: of((run) => run.totalMs) },
    { label: `${label}: last page to the file`, unit: 'ms', portal: of((run) => run.buildMs) },
    {
      label: `${label}: longest task`,
      unit: 'ms',
      portal: of((run) => run.longestMs),
      target: { below: 50 },
    },
    {
      label: `${label}: longest task building the CSV`,
      unit: 'ms',
      portal: of((run) => run.longestBuildMs),
      target: { below: 50 },
    },
  ]
}
