import {
  toDataServiceError,
  type DataServiceError,
  type DataServiceErrorKind,
} from '@/lib/data-service/errors'

import type { BulkChange, BulkTarget, ItemResult, Words } from './bulk-change'

/**
 * Steps in flight at once. Browsers open at most six HTTP/1.1 connections to one host (Chrome,
 * Firefox and Safari alike): a seventh request would only wait in the browser's queue, its timeout
 * running, while the page's own reads wait behind it; fewer leave connections idle. The bench is
 * to weigh 2, 4, 6 and 8 against the mock service; a service that wants fewer says so with 429.
 */
export const BULK_CONCURRENCY = 6

/** A step throttled this many times has failed: the service is not coming back soon. */
const MAX_THROTTLES = 5

/** The wait after a 429 that names none. */
const DEFAULT_RETRY_AFTER_MS = 1_000

/** The longest a 429 may hold the run: a longer Retry-After is likelier a mistake than a plan. */
const MAX_RETRY_AFTER_MS = 60_000

/**
 * Failures of the service or of the way to it, which may pass: tried once more. A refusal of the
 * data itself (validation, conflict, not found, an unreadable answer) would fail the same again.
 */
const PASSING: ReadonlySet<DataServiceErrorKind> = new Set(['server', 'network', 'timeout'])

/** The wait before another try of a failed step: 2^attempt × 100 ms, plus up to 100 ms of jitter. */
export function backOffMs(attempt: number, random: () => number): number {
  return 2 ** attempt * 100 + Math.floor(random() * 100)
}

/** How long a 429 holds every new step: its Retry-After, 1 s when it gave none, never past 60 s. */
export function throttleWaitMs(error: Pick<DataServiceError, 'retryAfterMs'>): number {
  return Math.min(error.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS)
}

/** A failure's line in the report: the error's message as key and values, translated when shown. */
function failureWords(error: DataServiceError): Words {
  return { key: error.i18nKey, values: error.values }
}

/** Waits `ms`, or less once `signal` aborts; leaves no timer behind either way. */
function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })
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
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
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
 * Takes `change.step` for each target, a few at a time (DESIGN "Many writes"): a 429 holds every
 * new step for its Retry-After, then its step runs again (at most MAX_THROTTLES times); a failure
 * that may pass (PASSING) is tried once more after a back-off; a 403 (the account may not write)
 * fails its step and every step not yet started; any other fails at once. A step is
 * always run again from its start: it reads before it writes, so a retry never writes twice.
 * Nothing is kept per target but its result, so 20,000 partners cost what their report costs.
 */
export function runBulk(change: BulkChange, options: BulkRunOptions = {}): BulkRun {
  const { onResult, now = Date.now, sleep = sleepFor, random = Math.random } = options
  const { targets } = change
  const stopping = new AbortController()
  const cancel = () => stopping.abort()
  if (options.signal?.aborted) cancel()
  options.signal?.addEventListener('abort', cancel)
  // Cancel lets steps in flight finish, so nothing aborts what a step is handed.
  const stepSignal = new AbortController().signal
  const results: ItemResult[] = []
  let next = 0
  /** No attempt starts before this time: the latest 429's Retry-After. */
  let pausedUntil = 0
  /**
   * Why the service refused this account's writes (a 403: the role was taken away since the token
   * was issued). Every further write would be refused alike: none starts, and each partner not
   * written is reported failed for that reason, for Retry failed once the right is back.
   */
  let refused: Words | undefined

  /** Waits out any 429 pause; false when the run was cancelled meanwhile. */
  async function pauseOver(): Promise<boolean> {
    for (let wait = pausedUntil - now(); wait > 0 && !stopping.signal.aborted; wait = pausedUntil - now())
      await sleep(wait, stopping.signal)
    return !stopping.signal.aborted
  }

  async function settle(target: BulkTarget): Promise<ItemResult> {
    let throttles = 0
    let triedAgain = false
    for (;;) {
      let error: DataServiceError
      try {
        return { target, ...(await change.step(target, stepSignal)) }
      } catch (thrown) {
        error = toDataServiceError(thrown)
      }
      const failed: ItemResult = { target, kind: 'failed', reason: failureWords(error) }
      if (error.kind === 'forbidden') {
        refused ??= failed.reason
        return failed
      }
      if (error.kind === 'throttled') {
        throttles += 1
        if (throttles >= MAX_THROTTLES) return failed
        pausedUntil = Math.max(pausedUntil, now() + throttleWaitMs(error))
      } else if (PASSING.has(error.kind) && !triedAgain) {
        triedAgain = true
        await sleep(backOffMs(1, random), stopping.signal)
      } else return failed
      if (!(await pauseOver())) return failed
    }
  }

  /** The next target to start once any pause is over: none when all have started or on cancel. */
  async function nextTarget(): Promise<BulkTarget | undefined> {
    if (!(await pauseOver()) || refused || next >= targets.length) return undefined
    next += 1
    return targets[next - 1]
  }

  async function worker(): Promise<void> {
    for (let target = await nextTarget(); target; target = await nextTarget()) {
      const result = await settle(target)
      results.push(result)
      onResult?.(result)
    }
  }

  /** After a 403, the partners no step was started for: failed for the same reason. */
  function reportRefused() {
    if (!refused) return
    for (const target of targets.slice(next)) {
      const result: ItemResult = { target, kind: 'failed', reason: refused }
      results.push(result)
      onResult?.(result)
    }
    next = targets.length
  }

  const workers = Math.max(1, Math.min(options.concurrency ?? BULK_CONCURRENCY, targets.length))
  const finished = Promise.all(Array.from({ length: workers }, worker))
    .then(reportRefused)
    .then((): BulkRunEnd => ({
      results,
      notStarted: targets.length - results.length,
      cancelled: stopping.signal.aborted,
    }))
    .finally(() => options.signal?.removeEventListener('abort', cancel))
  return { finished, cancel }
}
