import { yieldToEventLoop } from './yield-to-event-loop'

/**
 * Long work on the main thread, cut into slices short enough that the page still answers: a
 * click, a key or a frame waits at most one slice. A task of 50 ms or more is a "long task"
 * (web.dev, INP); a slice stays near SLICE_BUDGET_MS, so a frame's own work fits beside it.
 */
const SLICE_BUDGET_MS = 10

export type SliceOptions = {
  /** Stops the work between two slices: the promise rejects with the signal's reason. */
  signal?: AbortSignal
  /** Told after each slice: how many items are done, of how many. */
  onProgress?: (done: number, total: number) => void
  /** How long a slice may run before it gives way, in ms. */
  budgetMs?: number
  /** The clock and the pause between slices: performance.now and yieldToEventLoop (tests pass fakes). */
  now?: () => number
  pause?: () => Promise<void>
}

/**
 * `items.map(work)`, the same result, in slices: each runs items until `budgetMs` have passed (at
 * least one item, so an item that takes longer makes a slice of its own), then gives the event loop
 * a turn. The first slice runs at once, in the caller's task.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => R,
  {
    signal,
    onProgress,
    budgetMs = SLICE_BUDGET_MS,
    now = () => performance.now(),
    pause = yieldToEventLoop,
  }: SliceOptions = {},
): Promise<R[]> {
  const results: R[] = []
  while (results.length < items.length) {
    signal?.throwIfAborted()
    const start = now()
    do {
      const index = results.length
      results.push(work(items[index] as T, index))
    } while (results.length < items.length && now() - start < budgetMs)
    onProgress?.(results.length, items.length)
    if (results.length < items.length) await pause()
  }
  signal?.throwIfAborted()
  return results
}

/** `items.forEach(work)` in slices, for work that counts into its own totals (the overview's). */
export async function forEachInSlices<T>(
  items: readonly T[],
  work: (item: T, index: number) => void,
  options: SliceOptions = {},
): Promise<void> {
  await mapInSlices(items, work, options)
}
