import { SITE, gzipBytes, median, report, scriptsLoadedBy, watchFirstRow, type Bench } from './harness'

/**
 * The list benchmark of issue 7: median of 5 cold, signed-in visits of /dealers/ (mocks at 0 ms):
 * the gzip bytes of the JavaScript received before the first data row shows, the time from
 * navigation to that row, and the time from clicking Next to the next page's rows.
 */
const VISITS = 5
const TARGETS = { kilobytes: 170, firstRowMs: 390, nextPageMs: 50 }

type Visit = { kilobytes: number; firstRowMs: number; nextPageMs: number; scripts: Map<string, number> }

async function visit(bench: Bench): Promise<Visit> {
  const context = await bench.coldContext()
  const page = await context.newPage()
  await watchFirstRow(page)
  await page.goto(`${SITE}/dealers/`)
  await page.waitForFunction(() => (window as { __firstRowAt?: number }).__firstRowAt !== undefined)
  const firstRowMs = await page.evaluate(() => (window as unknown as { __firstRowAt: number }).__firstRowAt)
  const scripts = new Map((await scriptsLoadedBy(page, firstRowMs)).map((file) => [file, gzipBytes(file)]))
  const kilobytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1000

  // A reader looks at the first page before moving on; by then the next one has been fetched ahead.
  await page.waitForLoadState('networkidle')
  const nextPageMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const firstLink = () => document.querySelector('table tbody tr th a')?.getAttribute('href')
        const before = firstLink()
        const clickedAt = performance.now()
        new MutationObserver((_, observer) => {
          if (firstLink() && firstLink() !== before) {
            observer.disconnect()
            resolve(performance.now() - clickedAt)
          }
        }).observe(document.body, { childList: true, subtree: true, attributes: true })
        ;(
          document.querySelector('a[aria-label="Next page"], button[aria-label="Next page"]') as HTMLElement
        ).click()
      }),
  )
  await context.close()
  return { kilobytes, firstRowMs, nextPageMs, scripts }
}

export async function runListBench(bench: Bench) {
  // One visit first that is not counted: the servers' first answers (JIT, file cache) are theirs.
  await visit(bench)
  const visits: Visit[] = []
  for (let index = 0; index < VISITS; index += 1) visits.push(await visit(bench))

  console.log(`\nList: /dealers/, median of ${VISITS} cold signed-in visits`)
  report(
    'JavaScript before the first row (gzip)',
    median(visits.map((v) => v.kilobytes)),
    TARGETS.kilobytes,
    'kB',
  )
  report(
    'navigation to the first data row',
    median(visits.map((v) => v.firstRowMs)),
    TARGETS.firstRowMs,
    'ms',
  )
  report('click on Next to the new rows', median(visits.map((v) => v.nextPageMs)), TARGETS.nextPageMs, 'ms')
  console.log('  reference: a react-admin list of the same 103 records: 340 kB, 556 ms, 64 ms')
  console.log('  scripts before the first row (gzip kB):')
  const scripts = visits[0]?.scripts ?? new Map<string, number>()
  for (const [file, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
    console.log(`    ${(bytes / 1000).toFixed(1).padStart(6)}  ${file}`)
}
