import { cpus, loadavg } from 'node:os'

import { request } from '@playwright/test'

import { MOCK_SERVICE } from '../../e2e/support/mock-data'

import { exportOnce } from './export-bench'
import { median, type Figure, type Target } from './figures'
import type { Bench } from './harness'
import { firstRow, jumpVisit, mapVisit, overviewVisit, selectAllVisit } from './scale-visits'

/**
 * The scale part (issue 60; docs/decisions/026): the screens that read the whole network, in a
 * world of BENCH_SCALE_SIZES partners (20,000 and 100,000), the mock answering each request after
 * BENCH_SCALE_LATENCY_MS (50 ms) as a service across a network would. Each figure is the median of
 * BENCH_SCALE_ROUNDS cold signed-in visits (1; the list's first row at least five), each with the
 * longest main-thread task it saw, and the JavaScript heap after the map and after the overview
 * (after a forced collection). The
 * machine's load average is printed before and after each size: on a shared machine, read the
 * figures with it. The mock's world is regrown in place (POST /__mock/reset).
 */
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '20000,100000').split(',').map(Number)
const LATENCY_MS = Number(process.env.BENCH_SCALE_LATENCY_MS ?? 50)
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 1)
/**
 * The list's first row is held to a ratio of two figures near 200 ms, where one visit moves by a
 * third (278 against 187 ms in one run, medians of seven 186 against 214 ms right after it): at
 * least five visits each.
 */
const LIST_ROUNDS = Math.max(ROUNDS, 5)
/** The store list's default page size (list-state.ts). */
const LIST_PAGE_SIZE = 25

/** Issue 60's targets; at 20,000 partners the CSV and the map have 2 s. */
const TARGETS = {
  longestTaskMs: 100,
  heapMB: 150,
  csvMs: { 20000: 2000, other: 10_000 },
  mapEveryMs: { 20000: 2000, other: 10_000 },
  mapFirstMs: 2000,
  mapAnswerMs: 100,
  selectAllMs: 10_000,
  overviewFirstMs: 1000,
  overviewEveryMs: 15_000,
  jumpMs: 500,
  lastPageRatio: 1.1,
  firstRowRatio: 1.2,
}

const bySize = (targets: { 20000: number; other: number }, size: number) =>
  size === 20000 ? targets[20000] : targets.other

async function mockService<T>(path: string, body?: unknown): Promise<T> {
  const api = await request.newContext()
  try {
    const answer =
      body === undefined
        ? await api.get(`${MOCK_SERVICE}${path}`)
        : await api.post(`${MOCK_SERVICE}${path}`, { data: body })
    if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`)
    return (await answer.json()) as T
  } finally {
    await api.dispose()
  }
}

/** The world grown to `partners` (the mock's own 103 with none), answering after `latencyMs`. */
async function setWorld(partners: number | undefined, latencyMs: number) {
  await mockService('/__mock/reset', partners === undefined ? {} : { partners })
  await mockService('/__mock/settings', { latencyMs })
}

type Listed = { total: number; list: { id: number; name: string; accountNum: string }[] }

/** A list of the mock's partners, as the app's client credentials read it. */
async function partnersList(query: Record<string, string>): Promise<Listed> {
  const api = await request.newContext()
  try {
    const token = (await (
      await api.post(`${MOCK_SERVICE}/auth/oauth2/token`, {
        form: { grant_type: 'client_credentials', client_id: 'portal-dev', client_secret: 'dev-secret' },
      })
    ).json()) as { access_token: string }
    const answer = await api.get(`${MOCK_SERVICE}/store/api/business-partners`, {
      params: query,
      headers: { authorization: `Bearer ${token.access_token}`, 'x-api-key': 'dev-api-key' },
    })
    return (await answer.json()) as Listed
  } finally {
    await api.dispose()
  }
}

/**
 * BENCH_SCALE_ROUNDS runs of a measurement; none when one fails (said, and its figures print as
 * "-", missed): the other measurements still run.
 */
async function rounds<T>(run: () => Promise<T>, count = ROUNDS): Promise<T[]> {
  const done: T[] = []
  try {
    for (let index = 0; index < count; index += 1) done.push(await run())
  } catch (error: unknown) {
    console.error('  a measurement failed:', error instanceof Error ? error.message.split('\n')[0] : error)
    return []
  }
  return done
}

const formatLoad = (load: number[]) => load.map((value) => value.toFixed(2)).join(' / ')

export async function runScaleBench(bench: Bench): Promise<Figure[]> {
  const figures: Figure[] = []
  const add = (label: string, unit: Figure['unit'], values: number[], target?: Target, worst = false) =>
    figures.push({
      label,
      unit,
      portal: values.length === 0 ? NaN : worst ? Math.max(...values) : median(values),
      ...(target && { target }),
    })
  const taskTarget: Target = { atMost: TARGETS.longestTaskMs }

  // The list's first row in the mock's own world, the figure the largest world is held to.
  await setWorld(undefined, LATENCY_MS)
  await firstRow(bench, '/stores/')
  const baseRows = await rounds(() => firstRow(bench, '/stores/'), LIST_ROUNDS)
  const baseMs = median(baseRows.map((run) => run.ms))
  add('scale, 103 partners: store list, first row', 'ms', [baseMs])

  for (const size of SIZES) {
    await setWorld(size, LATENCY_MS)
    const stores = (await partnersList({ bpType: 'store', pageSize: '1' })).total
    const lastPage = Math.ceil(stores / LIST_PAGE_SIZE)
    const all = await partnersList({ pageSize: '1' })
    const far = (await partnersList({ pageSize: '1', page: String(all.total) })).list[0]
    const before = loadavg()
    const label = `scale, ${size.toLocaleString('en')} partners (${stores.toLocaleString('en')} stores)`
    console.log(
      `\nScale: ${label}, ${LATENCY_MS} ms a request, ${ROUNDS} round(s); load average before: ${formatLoad(before)}`,
    )
    // One unmeasured visit: the mock makes a large world's other resources on first read.
    await firstRow(bench, '/stores/')

    const first = await rounds(() => firstRow(bench, '/stores/'), LIST_ROUNDS)
    const last = await rounds(() => firstRow(bench, `/stores/?page=${lastPage}`), LIST_ROUNDS)
    const firstMs = median(first.map((run) => run.ms))
    add(
      `${label}: store list, first row`,
      'ms',
      [firstMs],
      size >= 100_000 ? { atMost: baseMs * TARGETS.firstRowRatio } : undefined,
    )
    add(
      `${label}: store list, last page (${lastPage}), first row`,
      'ms',
      last.map((run) => run.ms),
      {
        atMost: firstMs * TARGETS.lastPageRatio,
      },
    )

    const csv = await rounds(() => exportOnce(bench))
    add(
      `${label}: CSV of every store`,
      'ms',
      csv.map((run) => run.totalMs),
      { atMost: bySize(TARGETS.csvMs, size) },
    )
    add(
      `${label}: CSV, longest task`,
      'ms',
      csv.map((run) => run.longestMs),
      taskTarget,
      true,
    )

    const maps = await rounds(() => mapVisit(bench))
    add(
      `${label}: map, first places`,
      'ms',
      maps.map((run) => run.firstMs),
      { atMost: TARGETS.mapFirstMs },
    )
    add(
      `${label}: map, every store`,
      'ms',
      maps.map((run) => run.everyMs),
      { atMost: bySize(TARGETS.mapEveryMs, size) },
    )
    add(
      `${label}: map, a key's answer while reading`,
      'ms',
      maps.map((run) => run.answerMs),
      { atMost: TARGETS.mapAnswerMs },
      true,
    )
    add(
      `${label}: map, longest task`,
      'ms',
      maps.map((run) => run.longestMs),
      taskTarget,
      true,
    )
    add(
      `${label}: map, heap after (GC)`,
      'MB',
      maps.map((run) => run.heapMB),
      { atMost: TARGETS.heapMB },
      true,
    )

    const selects = await rounds(() => selectAllVisit(bench, stores))
    add(
      `${label}: Select all`,
      'ms',
      selects.map((run) => run.ms),
      { atMost: TARGETS.selectAllMs },
    )
    add(
      `${label}: Select all, longest task`,
      'ms',
      selects.map((run) => run.longestMs),
      taskTarget,
      true,
    )

    // One unmeasured visit: the mock makes the resources the overview reads on their first read,
    // and works out each status filter's matches once, where an indexed service has both ready.
    await rounds(() => overviewVisit(bench))
    const overviews = await rounds(() => overviewVisit(bench))
    add(
      `${label}: overview, first figures`,
      'ms',
      overviews.map((run) => run.firstMs),
      { atMost: TARGETS.overviewFirstMs },
    )
    add(
      `${label}: overview, every figure`,
      'ms',
      overviews.map((run) => run.everyMs),
      { atMost: TARGETS.overviewEveryMs },
    )
    add(
      `${label}: overview, longest task`,
      'ms',
      overviews.map((run) => run.longestMs),
      taskTarget,
      true,
    )
    add(
      `${label}: overview, heap after (GC)`,
      'MB',
      overviews.map((run) => run.heapMB),
      { atMost: TARGETS.heapMB },
      true,
    )

    if (far) {
      // The mock's first search of a world lowercases every partner's text once (an index's build).
      await partnersList({ q: far.accountNum, pageSize: '10' })
      const jumps = await rounds(() => jumpVisit(bench, far))
      add(
        `${label}: Ctrl+K to a far partner`,
        'ms',
        jumps.map((run) => run.ms),
        { atMost: TARGETS.jumpMs },
      )
      add(
        `${label}: Ctrl+K, longest task`,
        'ms',
        jumps.map((run) => run.longestMs),
        taskTarget,
        true,
      )
    }
    const after = loadavg()
    console.log(
      `  load average (1, 5, 15 min) before: ${formatLoad(before)}, after: ${formatLoad(after)}; ${cpus().length} CPUs`,
    )
    add(`${label}: load average (1 min) before, ${cpus().length} CPUs`, 'load', [before[0] ?? NaN])
    add(`${label}: load average (1 min) after`, 'load', [after[0] ?? NaN])
  }
  await setWorld(undefined, 0)
  return figures
}
