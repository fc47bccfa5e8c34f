import { portalApp, portalPages, referenceApp, REFERENCE_PATHS } from './apps'
import { median, type Figure } from './figures'
import type { Bench } from './harness'
import { kilobytesOf, printScripts } from './page-scripts'
import { visit, type App, type Visit } from './visit'

/**
 * The side-by-side figures of the issue "Speed: first data at the speed of the HTML, ahead of
 * react-admin on every figure, on a phone too": cold visits of the portal and the react-admin
 * reference interleaved in one run (portal, reference, portal, ...; so a busier minute of the
 * shared machine falls on both), at full speed and with the CPU slowed 4x (a mid-range phone),
 * median of BENCH_VISITS (5) each.
 */
const VISITS = Number(process.env.BENCH_VISITS ?? 5)
const SPEEDS = [1, 4] as const
const SCREENS = ['list', 'detail'] as const

type Key = `${string} ${(typeof SCREENS)[number]} ${(typeof SPEEDS)[number]}`

async function measureAll(apps: App[]) {
  const visits = new Map<Key, Visit[]>()
  // One round first that is not counted: the servers' first answers (JIT, file cache) are theirs.
  for (let round = 0; round <= VISITS; round += 1)
    for (const speed of SPEEDS)
      for (const screen of SCREENS)
        for (const app of apps) {
          const result = await visit(app, screen, speed)
          if (round === 0) continue
          const key: Key = `${app.name} ${screen} ${speed}`
          visits.set(key, [...(visits.get(key) ?? []), result])
        }
  return visits
}

export async function runCompareBench(bench: Bench): Promise<Figure[]> {
  const pages = await portalPages()
  const portal = portalApp(bench, pages)
  const reference = bench.reference && referenceApp(bench.reference)
  const apps = reference ? [portal, reference] : [portal]
  const visits = await measureAll(apps)

  const of = (app: App | undefined, screen: (typeof SCREENS)[number], speed: 1 | 4) =>
    app && visits.get(`${app.name} ${screen} ${speed}`)
  const figure = (
    label: string,
    pick: (visit: Visit) => number | undefined,
    screen: (typeof SCREENS)[number],
    speed: 1 | 4,
    target?: Figure['target'],
  ): Figure => {
    const medianOf = (app: App | undefined) => {
      const values = (of(app, screen, speed) ?? []).map(pick).filter((value) => value !== undefined)
      return values.length ? median(values) : undefined
    }
    return { label, unit: 'ms', portal: medianOf(portal) ?? NaN, reference: medianOf(reference), target }
  }
  const kilobytes = (visit: Visit) => kilobytesOf(visit.scripts)
  const list = figure(`list ${pages.list}: navigation to the first row`, (v) => v.readyMs, 'list', 1)
  const detail = figure(`detail ${pages.detail}: to the account number`, (v) => v.readyMs, 'detail', 1)
  const blocking = (screen: (typeof SCREENS)[number]) => figure('', (v) => v.blockingMs, screen, 4)
  const [listBlocking, detailBlocking] = [blocking('list'), blocking('detail')]
  const sum = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? undefined : a + b

  console.log(
    `\nSide by side: portal ${pages.list} and ${pages.detail}` +
      (reference
        ? `, react-admin ${REFERENCE_PATHS.list} and ${REFERENCE_PATHS.detail}`
        : ' (no react-admin reference: portal only)') +
      `; cold visits interleaved, median of ${VISITS}`,
  )
  console.log(
    `  list + detail blocking at 4x: portal ${Math.round(listBlocking.portal)} + ${Math.round(detailBlocking.portal)} ms` +
      (reference
        ? `, react-admin ${Math.round(listBlocking.reference ?? NaN)} + ${Math.round(detailBlocking.reference ?? NaN)} ms`
        : ''),
  )
  for (const app of apps) {
    const first = of(app, 'list', 1)?.[0]
    if (first) printScripts(`${app.name}: scripts before the first row, first visit`, first.scripts)
  }

  return [
    {
      ...figure('JavaScript before the first row (gzip)', kilobytes, 'list', 1, { maxRatio: 0.5 }),
      unit: 'kB',
    },
    { ...figure('JavaScript before the account number (gzip)', kilobytes, 'detail', 1), unit: 'kB' },
    { ...list, target: { maxRatio: 0.6 } },
    { ...detail, target: { maxRatio: 0.6 } },
    {
      ...figure('list at 4x CPU: navigation to the first row', (v) => v.readyMs, 'list', 4),
      target: { maxRatio: 0.6 },
    },
    {
      ...figure('detail at 4x CPU: to the account number', (v) => v.readyMs, 'detail', 4),
      target: { maxRatio: 0.6 },
    },
    {
      label: 'main-thread blocking at 4x CPU, list + detail',
      unit: 'ms',
      portal: listBlocking.portal + detailBlocking.portal,
      reference: sum(listBlocking.reference, detailBlocking.reference),
      target: { maxRatio: 0.5 },
    },
    // Issue 7's figure: the next page is fetched ahead while the reader looks at the first one.
    {
      ...figure('list: click on Next to the new rows', (v) => v.nextPageMs, 'list', 1),
      target: { atMost: 50 },
    },
  ]
}
