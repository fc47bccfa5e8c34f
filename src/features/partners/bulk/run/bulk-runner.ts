import { toDataServiceError, type DataServiceError } from '@/lib/data-service/errors'
import { withRetries } from '@/lib/data-service/retry-policy'
import { createPool, sleepFor } from '@/lib/pool'

import type { BulkChange, BulkTarget, ItemResult, Words } from './bulk-change'

/**
 * Steps in flight at once. Browsers open at most six HTTP/1.1 connections to one host (Chrome,
 * Firefox and Safari alike): a seventh request would only wait in the browser's queue, its timeout
 * running, while the page's own reads wait behind it; fewer leave connections idle (the bench's
 * figures: docs/decisions/022). A service that wants fewer says so with 429.
 */
export const BULK_CONCURRENCY = 6

/** A failure's line in the report: the error's message as key and values, translated when shown. */
function failureWords(error: DataServiceError): Words {
  return { key: error.i18nKey, values: error.values }
}

export type BulkRunOptions = {
  /** Steps in flight at once; BULK_CONCURRENCY unless given. */
  concurrency?: number
  /** Aborting it cancels the run, as `cancel()` does. */
  signal?: AbortSignal
  /** Each partner's line, as its step finishes (in the order they finish). */
  onResult?: (result: ItemResult) => void
  /** The clock and the waits: tests put their own. */
  now?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  random?: () => number
}

/** How a run ended: a line per partner whose step ran, and how many were never started. */
type BulkRunEnd = {
  /** In the order the steps finished. */
  results: ItemResult[]
  notStarted: number
  cancelled: boolean
}

export type BulkRun = {
  finished: Promise<BulkRunEnd>
  /**
   * No step starts after this; steps in flight finish and are reported, since a write cut off
   * halfway could be neither reported nor undone. A step waiting to be tried again fails with
   * the error it last had.
   */
  cancel: () => void
}

/**
 * Takes `change.step` for each target, a few at a time in one pool (lib/pool.ts), as the retry
 * policy says (lib/data-service/retry-policy.ts): a 429 holds every new step for its Retry-After,
 * then its step runs again; a failure that may pass is tried once more after a back-off; a 403
 * (the account may not write) fails its step and every step not yet started; any other fails at
 * once. A step is always run again from its start: it reads before it writes, so a retry never
 * writes twice. Nothing is kept per target but its result, so 20,000 partners cost what their
 * report costs.
 */
export function runBulk(change: BulkChange, options: BulkRunOptions = {}): BulkRun {
  const { onResult, now = Date.now, sleep = sleepFor, random = Math.random } = options
  const stopping = new AbortController()
  const cancel = () => stopping.abort()
  if (options.signal?.aborted) cancel()
  options.signal?.addEventListener('abort', cancel)
  // Cancel lets steps in flight finish, so nothing aborts what a step is handed.
  const stepSignal = new AbortController().signal
  const results: ItemResult[] = []
  const pool = createPool({
    concurrency: options.concurrency ?? BULK_CONCURRENCY,
    signal: stopping.signal,
    now,
    sleep,
  })
  const retry = { turns: pool, signal: stopping.signal, sleep, random }
  /**
   * Why the service refused this account's writes (a 403: the role was taken away since the token
   * was issued). Every further write would be refused alike: none starts, and each partner not
   * written is reported failed for that reason, for Retry failed once the right is back.
   */
  let refused: Words | undefined
  /** How many targets have had their step started: the pool starts them in order. */
  let started = 0

  async function settle(target: BulkTarget): Promise<ItemResult> {
    try {
      return { target, ...(await withRetries(() => change.step(target, stepSignal), retry)) }
    } catch (thrown) {
      const error = toDataServiceError(thrown)
      const reason = failureWords(error)
      if (error.kind === 'forbidden') refused ??= reason
      return { target, kind: 'failed', reason }
    }
  }

  /** After a 403, the partners no step was started for: failed for the same reason. */
  function reportRefused(reason: Words) {
    for (const target of change.targets.slice(started)) {
      const result: ItemResult = { target, kind: 'failed', reason }
      results.push(result)
      onResult?.(result)
    }
  }

  const finished = pool
    .map(change.targets, async (target, index) => {
      started = Math.max(started, index + 1)
      const result = await settle(target)
      results.push(result)
      onResult?.(result)
      // A failed piece of work starts nothing more in the pool.
      if (refused) throw new Error('refused')
    })
    .catch((error: unknown) => {
      if (refused) reportRefused(refused)
      // A cancelled run ends with the steps it started: the rest are counted as not started.
      else if (!stopping.signal.aborted) throw error
    })
    .then((): BulkRunEnd => ({
      results,
      notStarted: change.targets.length - results.length,
      cancelled: stopping.signal.aborted,
    }))
    .finally(() => options.signal?.removeEventListener('abort', cancel))
  return { finished, cancel }
}
