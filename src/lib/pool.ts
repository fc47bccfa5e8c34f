/**
 * Many requests, a few at a time: the one pool of the bulk changes, the previews, the import's
 * look-ups and every reading of the whole network (data-service/read-every-page.ts). A browser
 * opens at most six connections to one host; the pool keeps its work below that, so the page's
 * own requests still find a way, and lets a service that asks for a pause (429, Retry-After)
 * have it for everyone at once.
 */

/** Waits `ms`, or less once `signal` aborts; leaves no timer behind either way. */
export function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done)
  })
}

export type PoolOptions = {
  /** Work in flight at once (at least one). */
  concurrency: number
  /** Aborting it starts nothing more and ends every hold; `map` then rejects with its reason. */
  signal?: AbortSignal
  /** The clock and the waits: tests put their own. */
  now?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** What a piece of work may do to the pool it runs in. */
export type PoolTurns = {
  /**
   * Holds every new start, and every `turn()`, until `ms` from now (a later hold that ends sooner
   * changes nothing): the service asked for a pause, and it is overloaded, not one record.
   */
  hold: (ms: number) => void
  /** Resolves once no hold is in force: true, or false when the pool's signal aborted meanwhile. */
  turn: () => Promise<boolean>
}

export type Pool = PoolTurns & {
  /**
   * `work` for each item, at most `concurrency` at once, none started while a hold is in force or
   * once the signal has aborted. Resolves with the results in the items' order. The first failure
   * starts nothing more; an abort neither. Either way it settles only once the work in flight
   * has (nothing runs on behind it), rejecting with that failure or the signal's reason.
   */
  map: <T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>) => Promise<R[]>
}

export function createPool({ concurrency, signal, now = Date.now, sleep = sleepFor }: PoolOptions): Pool {
  /** No work starts before this time: the longest hold asked for. */
  let heldUntil = 0

  const hold = (ms: number) => {
    heldUntil = Math.max(heldUntil, now() + ms)
  }

  async function turn(): Promise<boolean> {
    for (let wait = heldUntil - now(); wait > 0 && !signal?.aborted; wait = heldUntil - now())
      await sleep(wait, signal)
    return !signal?.aborted
  }

  async function map<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
    const results = new Array<R>(items.length)
    let next = 0
    let failure: { error: unknown } | undefined

    const more = () => next < items.length && !failure && !signal?.aborted

    async function worker(): Promise<void> {
      while (more()) {
        // A hold may begin, the signal abort or another worker fail while this one waits.
        if (!(await turn()) || !more()) return
        const index = next
        next += 1
        try {
          results[index] = await work(items[index] as T, index)
        } catch (error) {
          failure ??= { error }
        }
      }
    }

    const workers = Math.max(1, Math.min(concurrency, items.length))
    await Promise.all(Array.from({ length: workers }, worker))
    if (failure) throw failure.error
    // Only an abort leaves items unstarted.
    if (next < items.length) signal?.throwIfAborted()
    return results
  }

  return { hold, turn, map }
}
