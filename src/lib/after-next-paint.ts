/** A hidden tab paints no frames: run anyway after this long, so the page is whole when shown. */
const HIDDEN_TAB_FALLBACK_MS = 500

/**
 * Runs `run` once, just after the browser has painted the next frame: a frame callback runs just
 * before the paint, and a task it queues runs after. Returns what cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
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
