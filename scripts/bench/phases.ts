import { readFileSync } from 'node:fs'
import path from 'node:path'

import { phaseTable, type Phases } from './phase-table'
import { portalVisits } from './portal-visits'

/**
 * `npx tsx scripts/bench/phases.ts [list|detail] [visits]`, with e2e/e2e.env's settings in the
 * environment: when each step of a cold signed-in visit of the build in public/ happens, in ms
 * from navigation start, untraced. A Chrome trace (trace.ts) says what ran, but it doubles the
 * times of a visit this short and moves its steps against each other; here the page is only
 * watched, from an init script that marks the first moment of each step, and the browser's own
 * resource timing says when each file left and came back. Median of `visits` visits (5), each
 * visit's value beside it, after one visit that is not counted (the servers' first answers).
 */
const SCRIPT_NAME = /-[0-9a-f]{20}\.js$/

async function main() {
  const screen = (process.argv[2] ?? 'detail') as 'list' | 'detail'
  const visits = Number(process.argv[3] ?? 5)
  const chunkGlobal = webpackChunkGlobal()
  const measured: Phases[] = await portalVisits(screen, visits, {
    prepare: ({ page }) => page.addInitScript(markSteps, chunkGlobal),
    collect: async ({ page }, readyAt) => ({
      ...(await page.evaluate(readSteps, SCRIPT_NAME.source)),
      'the data shows': readyAt,
    }),
  })
  console.log(
    `${screen}: steps of a cold signed-in visit, ms from navigation start (median, then each visit)`,
  )
  for (const line of phaseTable(measured)) console.log(line)
}

/** webpack's chunk array on `self`, named after package.json's name (output.uniqueName). */
function webpackChunkGlobal() {
  const { name } = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
    name: string
  }
  return `webpackChunk${name.replace(/[^a-zA-Z0-9_$]/g, '_')}`
}

type Marked = { __steps: Record<string, number> }

/**
 * Runs in the page before its own scripts: marks the first time of each step the page itself does
 * not time. Every wrapper calls through at once, so the page runs as it would.
 */
function markSteps(chunkGlobal: string) {
  const steps: Record<string, number> = {}
  ;(window as unknown as Marked).__steps = steps
  const mark = (step: string) => {
    steps[step] ??= performance.now()
  }
  // The first script reads the stored session, then sends the page's first data request.
  const storage = Object.getOwnPropertyDescriptor(window, 'localStorage')
  if (storage?.get) {
    const get = storage.get
    Object.defineProperty(window, 'localStorage', {
      ...storage,
      get(this: Window) {
        mark('first script: localStorage opened')
        return get.call(this) as Storage
      },
    })
  }
  const fetch = window.fetch.bind(window)
  window.fetch = (...args: Parameters<typeof fetch>) => {
    const [resource] = args
    const url = resource instanceof Request ? resource.url : String(resource)
    mark(`fetch sent: ${new URL(url, location.href).pathname}`)
    return fetch(...args)
  }
  // Gatsby's loader asks for its page data with XMLHttpRequest (the first script preloads it).
  // Gatsby's loader opens with the method and address only (asynchronous).
  const open = XMLHttpRequest.prototype.open as (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
  ) => void
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
    const file = new URL(url, location.href).pathname
    mark(`XHR sent: ${file}`)
    this.addEventListener('loadend', () => mark(`XHR answered: ${file}`))
    open.call(this, method, url)
  }
  // Each script file of webpack's runs by pushing its chunk; the runtime keeps what was pushed.
  const chunks: unknown[] = []
  chunks.push = (...items: unknown[]) => {
    for (const item of items) if (Array.isArray(item)) mark(`chunk ${String(item[0])} ran`)
    return Array.prototype.push.apply(chunks, items)
  }
  Object.assign(window, { [chunkGlobal]: chunks })
  // Gatsby's production app sets its loader first, and React listens on the root it hydrates.
  let loader: unknown
  Object.defineProperty(window, '___loader', {
    configurable: true,
    get: () => loader,
    set: (value: unknown) => {
      mark('the app starts (Gatsby loader)')
      loader = value
    },
  })
  const listen = EventTarget.prototype.addEventListener
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
    if (this instanceof Element && this.id === '___gatsby') mark('React root created (hydrateRoot)')
    return listen.apply(this, args)
  }
  document.addEventListener('readystatechange', () => mark(`document ${document.readyState}`))
  window.addEventListener('load', () => mark('load event'))
}

/** In the page: the marked steps, Gatsby's own mark, paints and the resource timing of each file. */
function readSteps(scriptName: string) {
  const steps: Record<string, number> = { ...(window as unknown as Marked).__steps }
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (navigation) steps['document received'] = navigation.responseEnd
  for (const mark of performance.getEntriesByName('onInitialClientRender'))
    steps['hydration committed (onInitialClientRender)'] = mark.startTime
  for (const paint of performance.getEntriesByType('paint')) steps[paint.name] = paint.startTime
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name)
    const file = `${url.pathname.replace(new RegExp(scriptName), '.js')}${url.search}`.slice(0, 48)
    steps[`${file} asked`] ??= entry.startTime
    steps[`${file} received`] ??= entry.responseEnd
  }
  return steps
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
