/**
 * Runs `run` once the browser is idle, and at the latest after `timeoutMs`; where there is no
 * requestIdleCallback, after the tasks already waiting. Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 0)
  return () => clearTimeout(handle)
}
