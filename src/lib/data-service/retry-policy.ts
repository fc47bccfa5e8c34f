import type { PoolTurns } from '@/lib/pool'

import { toDataServiceError, type DataServiceError, type DataServiceErrorKind } from './errors'

/**
 * How work run in a pool (lib/pool.ts) meets a failing service: the bulk changes' steps and
 * every page of a whole-network reading alike. A 429 holds the whole pool for its Retry-After,
 * then the same work runs again; a failure that may pass is tried once more after a back-off;
 * any other fails at once.
 */

/** Work throttled this many times has failed: the service is not coming back soon. */
const MAX_THROTTLES = 5

/** The wait after a 429 that names none. */
const DEFAULT_RETRY_AFTER_MS = 1_000

/** The longest a 429 may hold a pool: a longer Retry-After is likelier a mistake than a plan. */
const MAX_RETRY_AFTER_MS = 60_000

/**
 * Failures of the service or of the way to it, which may pass: tried once more. A refusal of the
 * data itself (validation, conflict, not found, an unreadable answer) would fail the same again.
 */
const PASSING: ReadonlySet<DataServiceErrorKind> = new Set(['server', 'network', 'timeout'])

/** The wait before another try of failed work: 2^attempt × 100 ms, plus up to 100 ms of jitter. */
export function backOffMs(attempt: number, random: () => number): number {
  return 2 ** attempt * 100 + Math.floor(random() * 100)
}

/** How long a 429 holds every new start: its Retry-After, 1 s when it gave none, never past 60 s. */
export function throttleWaitMs(error: Pick<DataServiceError, 'retryAfterMs'>): number {
  return Math.min(error.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS)
}

export type RetryOptions = {
  /** The pool the work runs in: a 429 holds it, and every try waits for its turn. */
  turns: PoolTurns
  /** Ends a back-off early (the pool's own signal ends its holds). */
  signal?: AbortSignal
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  random: () => number
}

/**
 * `attempt()` until it succeeds or fails for good, as above. Rejects with the last failure, as a
 * DataServiceError, when it has failed for good or when the pool stopped while it waited. The
 * work is always run again from its start: it must be safe to run twice (a read, or a step that
 * reads before it writes).
 */
export async function withRetries<R>(
  attempt: () => Promise<R>,
  { turns, signal, sleep, random }: RetryOptions,
): Promise<R> {
  let throttles = 0
  let triedAgain = false
  for (;;) {
    let error: DataServiceError
    try {
      return await attempt()
    } catch (thrown) {
      error = toDataServiceError(thrown)
    }
    if (error.kind === 'throttled') {
      throttles += 1
      if (throttles >= MAX_THROTTLES) throw error
      turns.hold(throttleWaitMs(error))
    } else if (PASSING.has(error.kind) && !triedAgain) {
      triedAgain = true
      await sleep(backOffMs(1, random), signal)
    } else throw error
    if (!(await turns.turn())) throw error
  }
}
