import { portalApp, portalPages, referenceApp, REFERENCE_PATHS } from './apps'
import { median, type Figure, type Target, type Unit } from './figures'
import type { Bench } from './harness'
import { kilobytesOf, printScripts } from './page-scripts'
import { visit, type App, type Visit } from './visit'

/**
 * The side-by-side figures of the portal's speed goal (first data at the speed of the HTML, ahead
 * of react-admin on every figure, on a phone too): cold visits of the portal and the react-admin
 * reference interleaved in one run (portal, reference, portal, ...; so a busier minute of the
 * shared machine falls on both), at full speed and with the CPU slowed 4x (a mid-range phone),
 * median of BENCH_VISITS (5) each.
 */
const VISITS = Number(process.env.BENCH_VISITS ?? 5)
const SPEEDS = [1, 4] as const
const SCREENS = ['list', 'detail'] as const

type Screen = (typeof SCREENS)[number]
type Speed = (typeof SPEEDS)[number]
type Key = `${string} ${Screen} ${Speed}`

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

type Pick = (visit: Visit) => number | undefined

const kilobytes = (visit: Visit) => kilobytesOf(visit.scripts)
const readyMs = (visit: Visit) => visit.readyMs
const blockingMs = (visit: Visit) => visit.blockingMs
const nextPageMs = (visit: Visit) => visit.nextPageMs

export async function runCompareBench(bench: Bench): Promise<Figure[]> {
  const pages = await portalPages()
  const portal = portalApp(bench, pages)
  const reference = bench.reference && referenceApp(bench.reference)
  const apps = reference ? [portal, reference] : [portal]
  const visits = await measureAll(apps)

  /** The median of one measure of one screen at one speed, for each app. */
  const medians = (screen: Screen, speed: Speed, pick: Pick) => {
    const of = (app: App | undefined) => {
      const values = (app ? (visits.get(`${app.name} ${screen} ${speed}`) ?? []) : [])
        .map(pick)
        .filter((value) => value !== undefined)
      return values.length ? median(values) : undefined
    }
    return { portal: of(portal) ?? NaN, reference: of(reference) }
  }
  const listBlocking = medians('list', 4, blockingMs)
  const detailBlocking = medians('detail', 4, blockingMs)
  const sum = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? undefined : a + b

  console.log(
    `\nSide by side: portal ${pages.list} and ${pages.detail}` +
      (reference
        ? `, react-admin ${REFERENCE_PATHS.list} and ${REFERENCE_PATHS.detail}`
        : ' (no react-admin reference: portal only)') +
      `; cold visits interleaved, median of ${VISITS}`,
  )
  const [portalList, portalDetail, referenceList, referenceDetail] = [
    listBlocking.portal,
    detailBlocking.portal,
    listBlocking.reference,
    detailBlocking.reference,
  ].map((value) => Math.round(value ?? NaN))
  console.log(
    `  blocking at 4x, list + detail: portal ${portalList} + ${portalDetail} ms` +
      (reference ? `, react-admin ${referenceList} + ${referenceDetail} ms` : ''),
  )
  for (const app of apps) {
    const first = visits.get(`${app.name} list 1`)?.[0]
    if (first) printScripts(`${app.name}: scripts before the first row, first visit`, first.scripts)
  }

  const row = (label: string, unit: Unit, screen: Screen, speed: Speed, pick: Pick, target?: Target) => ({
    label,
    unit,
    ...medians(screen, speed, pick),
    target,
  })
  const firstRow = `list ${pages.list}: navigation to the first row`
  const account = `detail ${pages.detail}: to the account number`
  return [
    row('JavaScript before the first row (gzip)', 'kB', 'list', 1, kilobytes, { maxRatio: 0.5 }),
    row('JavaScript before the account number (gzip)', 'kB', 'detail', 1, kilobytes),
    row(firstRow, 'ms', 'list', 1, readyMs, { maxRatio: 0.6 }),
    row(account, 'ms', 'detail', 1, readyMs, { maxRatio: 0.6 }),
    row(`${firstRow}, 4x CPU`, 'ms', 'list', 4, readyMs, { maxRatio: 0.6 }),
    row(`${account}, 4x CPU`, 'ms', 'detail', 4, readyMs, { maxRatio: 0.6 }),
    {
      label: 'main-thread blocking at 4x CPU, list + detail',
      unit: 'ms',
      portal: listBlocking.portal + detailBlocking.portal,
      reference: sum(listBlocking.reference, detailBlocking.reference),
      target: { maxRatio: 0.5 },
    },
    // The next page is fetched ahead while the reader looks at the first one.
    row('list: click on Next to the new rows', 'ms', 'list', 1, nextPageMs, { atMost: 50 }),
  ]
}
