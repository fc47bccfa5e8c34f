import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { createPool, sleepFor } from '@/lib/pool'

import { DataServiceError, type DataServiceErrorKind } from './errors'
import { withRetries } from './retry-policy'

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})

afterEach(() => {
  vi.useRealTimers()
})

const failure = (kind: DataServiceErrorKind, retryAfterMs?: number) =>
  new DataServiceError({ kind, message: kind, retryAfterMs })

/** An attempt that fails with `failures` in turn, then answers 'ok'; each call's time noted. */
function scripted(failures: DataServiceError[]) {
  const calls: number[] = []
  const attempt = vi.fn(async () => {
    calls.push(Date.now())
    const next = failures[calls.length - 1]
    if (next) throw next
    return 'ok'
  })
  return { attempt, calls }
}

async function outcome<T>(promise: Promise<T>) {
  const settled = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.runAllTimersAsync()
  return settled
}

describe('withRetries', () => {
  const options = (signal?: AbortSignal) => ({
    turns: createPool({ concurrency: 1, signal }),
    signal,
    sleep: sleepFor,
    random: () => 0,
  })

  test('a 429 holds the pool for its Retry-After, then the same work runs again', async () => {
    const { attempt, calls } = scripted([failure('throttled', 1_500)])
    const retry = options()
    expect(await outcome(withRetries(attempt, retry))).toEqual({ value: 'ok' })
    expect(calls).toEqual([0, 1_500])
  })

  test('five 429s in a row fail with the last', async () => {
    const throttled = failure('throttled', 10)
    const { attempt } = scripted(Array<DataServiceError>(5).fill(throttled))
    expect(await outcome(withRetries(attempt, options()))).toEqual({ error: throttled })
    expect(attempt).toHaveBeenCalledTimes(5)
  })

  test('a failure that may pass is tried once more after the back-off; twice, it fails', async () => {
    const { attempt, calls } = scripted([failure('server')])
    expect(await outcome(withRetries(attempt, options()))).toEqual({ value: 'ok' })
    expect(calls).toEqual([0, 200])

    const down = failure('network')
    const again = scripted([down, down])
    expect(await outcome(withRetries(again.attempt, options()))).toEqual({ error: down })
    expect(again.attempt).toHaveBeenCalledTimes(2)
  })

  test.each<DataServiceErrorKind>(['validation', 'forbidden', 'malformed-response', 'aborted'])(
    'a %s fails at once',
    async (kind) => {
      const { attempt } = scripted([failure(kind)])
      expect(await outcome(withRetries(attempt, options()))).toEqual({ error: failure(kind) })
      expect(attempt).toHaveBeenCalledTimes(1)
    },
  )

  test('stopped while it waits, it fails with the last failure and leaves no timer', async () => {
    const controller = new AbortController()
    const throttled = failure('throttled', 30_000)
    const { attempt } = scripted([throttled])
    const run = withRetries(attempt, options(controller.signal))
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    expect(await outcome(run)).toEqual({ error: throttled })
    expect(attempt).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})
