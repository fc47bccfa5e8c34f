/**
 * Work over many records in slices, so the page stays responsive while it counts: after each
 * slice of about `budgetMs` the browser gets its turn (input, paint) before the next. One
 * slicing rule for every count of the overview (20,000 partners count in a few hundred ms: run
 * in one go, that is a long task in the way of whoever scrolls or types).
 */
export type SliceOptions = {
  /** Stops between slices with the signal's reason (an AbortError) once aborted. */
  signal?: AbortSignal
  /** The time one slice may take before it yields, in ms. */
  budgetMs?: number
}

type Scheduler = { yield?: () => Promise<void> }

/**
 * The browser's turn: scheduler.yield where there is one (it keeps the work's priority), else a
 * message, which unlike setTimeout(0) is not clamped to 4 ms after a few turns.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/** Checks the clock once every this many items: reading it costs more than a simple visit. */
const CHECK_EVERY = 64

/** Calls `visit` for every item, in order, yielding to the browser between slices. */
export async function inSlices<T>(
  items: readonly T[],
  visit: (item: T, index: number) => void,
  { signal, budgetMs = 8 }: SliceOptions = {},
): Promise<void> {
  signal?.throwIfAborted()
  let deadline = performance.now() + budgetMs
  for (let index = 0; index < items.length; index += 1) {
    visit(items[index] as T, index)
    if (index % CHECK_EVERY === CHECK_EVERY - 1 && performance.now() > deadline) {
      await yieldToBrowser()
      signal?.throwIfAborted()
      deadline = performance.now() + budgetMs
    }
  }
}
