type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}
export type Trace = { traceEvents: TraceEvent[] }

/**
 * Every task a renderer's main thread ran in a Chrome trace (`browser.startTracing(page,
 * { categories: ['toplevel'] })`), in wall time and in the thread's own (CPU) time. On a loaded
 * machine a task also waits for a core: its wall time, which long-task entries report, counts
 * that wait, its thread time does not.
 */
export function mainThreadTasks({ traceEvents }: Trace) {
  const mains = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  return (
    traceEvents
      // 'RunTask' in older Chromium, 'ThreadControllerImpl::RunTask' in Debian's 156.
      .filter((event) => /(^|::)RunTask$/.test(event.name) && mains.has(`${event.pid}:${event.tid}`))
      .map((event) => ({
        wallMs: Math.round((event.dur ?? 0) / 1000),
        cpuMs: Math.round((event.tdur ?? 0) / 1000),
      }))
  )
}
