import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'

import { moduleOf } from '../bundle-budget/module-sizes'

import { SITE } from './harness'
import { portalVisits } from './portal-visits'

/**
 * `npx tsx scripts/bench/trace.ts [list|detail] [cpuRate]`: one cold signed-in visit of the
 * portal (the production build in public/, served as the bench serves it) with a Chrome trace,
 * and a summary of its main thread: every task over 10 ms with the trace events and the
 * functions (sampled) that ran in it, the self time of each source module until the data showed
 * (through the build's source maps), and when each request left and came back. Where the
 * bench's figures say how long, this says why; tracing itself slows the page, so read shares,
 * not times. The raw trace is kept in test-results/trace.json (DevTools' Performance panel).
 */
type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  /** A profile's id, on its Profile and ProfileChunk events. */
  id?: string
  args?: { data?: Record<string, unknown>; name?: string }
}

async function main() {
  const screen = (process.argv[2] ?? 'detail') as 'list' | 'detail'
  const cpuRate = Number(process.argv[3] ?? 1)
  // Only the counted visit is traced.
  await portalVisits(screen, 1, {
    prepare: async ({ bench, context, page, counted }) => {
      if (cpuRate > 1)
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
      if (counted) await bench.browser.startTracing(page, { categories: TRACE_CATEGORIES })
    },
    collect: async ({ bench, page, counted }, readyAt) => {
      await page.waitForTimeout(1500)
      if (!counted) return
      const buffer = await bench.browser.stopTracing()
      writeFileSync('test-results/trace.json', buffer)
      summarize(JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }, Math.round(readyAt))
    },
  })
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  'blink.user_timing',
  'loading',
  'netlog',
  'disabled-by-default-v8.cpu_profiler',
]

function summarize({ traceEvents }: { traceEvents: TraceEvent[] }, readyAt: number) {
  // The page's own navigation: the one that loaded the site's document. (A new tab first
  // navigates to about:blank in another renderer process, whose navigation has no address.)
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL).startsWith(SITE),
  )
  if (!navigation) throw new Error('no navigation in the trace')
  const main = navigation
  const t0 = navigation.ts
  const ms = (ts: number) => ((ts - t0) / 1000).toFixed(0).padStart(5)
  const onMain = traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid)
  const profile = readProfile(traceEvents, main)
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 10_000)
  console.log(`ready (the page's clock) after ${readyAt} ms; tasks over 10 ms, from navigation start:`)
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const inside = onMain.filter(
      (event) => event.ts >= task.ts && event.ts < end && event !== task && (event.dur ?? 0) > 2_000,
    )
    console.log(`${ms(task.ts)} ms  ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms task`)
    for (const [what, selfMs] of profile.selfTime(task.ts, end).slice(0, 8))
      console.log(`          ${selfMs.toFixed(1).padStart(6)} ms  self  ${what}`)
    for (const event of inside.slice(0, 12)) {
      const data = event.args?.data ?? {}
      const what = [data.url, data.functionName, data.type].filter(Boolean).join(' ')
      console.log(
        `          ${((event.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${event.name} ${String(what).slice(-90)}`,
      )
    }
  }
  const readyTs = t0 + readyAt * 1000
  console.log(`\nself time by module, navigation start to ready (~${readyAt} ms):`)
  for (const [module, selfMs] of profile.byModule(t0, readyTs).slice(0, 30))
    console.log(`  ${selfMs.toFixed(1).padStart(6)} ms  ${module}`)
  console.log('\nrequests (send -> finish), from navigation start:')
  const sends = traceEvents.filter(
    (event) => event.name === 'ResourceSendRequest' && String(event.args?.data?.url).startsWith('http'),
  )
  for (const send of sends) {
    const data = send.args?.data ?? {}
    const finish = traceEvents.find(
      (event) => event.name === 'ResourceFinish' && event.args?.data?.requestId === data.requestId,
    )
    console.log(`${ms(send.ts)} -> ${finish ? ms(finish.ts) : '    ?'}  ${String(data.url).slice(0, 110)}`)
  }
  const paints = traceEvents.filter((event) =>
    ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(event.name),
  )
  for (const paint of paints) console.log(`${ms(paint.ts)} ms  ${paint.name}`)
}

const maps = new Map<string, SourceMapConsumer | undefined>()

/** The source module of a position in one of the build's scripts, through its source map. */
function moduleAt(url: string, line: number, column: number): string {
  const name = url.split('/').pop()?.split('?')[0] ?? ''
  if (!maps.has(name)) {
    const file = path.resolve(__dirname, '../../source-maps', `${name}.map`)
    maps.set(
      name,
      existsSync(file)
        ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
        : undefined,
    )
  }
  const source = maps.get(name)?.originalPositionFor({ line: line + 1, column })?.source
  return source ? moduleOf(source) : name.endsWith('.js') ? name : '(inline script)'
}

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}

/**
 * The V8 sampling profile of one thread, as (time, function) samples. A page's process has one
 * profile per thread, its workers' too, each with its own id: only the main thread's samples may
 * be read against its tasks.
 */
function readProfile(traceEvents: TraceEvent[], thread: Pick<TraceEvent, 'pid' | 'tid'>) {
  const nodes = new Map<number, ProfileNode>()
  const samples: { ts: number; node: number }[] = []
  const start = traceEvents.find(
    (event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid,
  )
  let ts = Number((start?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0)
  for (const event of traceEvents) {
    if (event.name !== 'ProfileChunk' || event.pid !== thread.pid || event.id !== start?.id) continue
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const ids = data.cpuProfile?.samples ?? []
    ids.forEach((node, index) => {
      ts += data.timeDeltas?.[index] ?? 0
      samples.push({ ts, node })
    })
  }
  type Frame = ProfileNode['callFrame']
  /** Self time (ms) between two trace times, summed under the key each sampled frame gets. */
  const sum = (from: number, to: number, keyOf: (frame: Frame) => string | undefined) => {
    const totals = new Map<string, number>()
    for (let index = 1; index < samples.length; index += 1) {
      const sample = samples[index]!
      const frame = nodes.get(sample.node)?.callFrame
      const key = sample.ts >= from && sample.ts < to && frame ? keyOf(frame) : undefined
      if (key !== undefined)
        totals.set(key, (totals.get(key) ?? 0) + (sample.ts - samples[index - 1]!.ts) / 1000)
    }
    return [...totals].sort((a, b) => b[1] - a[1])
  }
  return {
    /** By function, named by its place in the script as served. */
    selfTime: (from: number, to: number) =>
      sum(from, to, (frame) => {
        const file = (frame.url ?? '').split('/').pop() ?? ''
        return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
      }),
    /** By source module, through the build's source maps (TRACE_BY_FUNCTION=1: and function). */
    byModule: (from: number, to: number) =>
      sum(from, to, (frame) => {
        if (frame.functionName === '(idle)') return undefined
        if (!frame.url) return `(native) ${frame.functionName}`
        const module = moduleAt(frame.url, frame.lineNumber, frame.columnNumber)
        return process.env.TRACE_BY_FUNCTION ? `${module} ${frame.functionName}` : module
      }),
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
