/** A hidden tab paints no frames: go on anyway after this long, so the page is whole when shown. */
const HIDDEN_TAB_FALLBACK_MS = 500

/** Longest wait for an idle moment: a page kept busy still gets what waits for one. */
const IDLE_TIMEOUT_MS = 2_000

type Cancel = () => void

/**
 * Runs `run` once, just after the browser has painted the next frame: a frame callback runs just
 * before the paint, and a task it queues runs after. Work started earlier competes with that
 * frame. Only phases.ts schedules by frames; screens name a phase instead.
 */
export function afterNextPaint(run: () => void): Cancel {
  let done = false
  let task = 0
  const once = () => {
    if (done) return
    done = true
    window.clearTimeout(fallback)
    run()
  }
  const frame = requestAnimationFrame(() => {
    task = window.setTimeout(once, 0)
  })
  const fallback = window.setTimeout(once, HIDDEN_TAB_FALLBACK_MS)
  return () => {
    done = true
    cancelAnimationFrame(frame)
    window.clearTimeout(task)
    window.clearTimeout(fallback)
  }
}

/**
 * Runs `run` once the browser is idle, at the latest after IDLE_TIMEOUT_MS; where there is no
 * requestIdleCallback (Safari), after the tasks already waiting.
 */
export function whenBrowserIdle(run: () => void): Cancel {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 0)
  return () => window.clearTimeout(handle)
}
