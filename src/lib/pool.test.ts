import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { createPool, sleepFor } from './pool'

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})

afterEach(() => {
  vi.useRealTimers()
})

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Work that takes `durations[index]` ms, noting when each item starts and how many run at once. */
function timedWork(durations: readonly number[]) {
  const starts: { index: number; at: number }[] = []
  let inFlight = 0
  let most = 0
  const work = async (_item: unknown, index: number) => {
    starts.push({ index, at: Date.now() })
    inFlight += 1
    most = Math.max(most, inFlight)
    try {
      await wait(durations[index] ?? 0)
      return index * 10
    } finally {
      inFlight -= 1
    }
  }
  return { work, starts, most: () => most, inFlight: () => inFlight }
}

async function settled<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.runAllTimersAsync()
  return outcome
}

describe('createPool().map', () => {
  test('runs every item once, a few at a time, the results in the items’ order', async () => {
    const durations = [300, 100, 200, 50, 10]
    const { work, starts, most } = timedWork(durations)
    const outcome = await settled(createPool({ concurrency: 2 }).map(durations, work))
    expect(outcome).toEqual({ value: [0, 10, 20, 30, 40] })
    expect(most()).toBe(2)
    // 0 and 1 at once; 2 when 1 ends (100), 3 when 2 ends (300) as 0 does, then 4.
    expect(starts).toEqual([
      { index: 0, at: 0 },
      { index: 1, at: 0 },
      { index: 2, at: 100 },
      { index: 3, at: 300 },
      { index: 4, at: 300 },
    ])
  })

  test('a map of nothing resolves at once with nothing', async () => {
    await expect(createPool({ concurrency: 3 }).map([], vi.fn())).resolves.toEqual([])
  })

  test('after a failure starts nothing more, and rejects with it once the work in flight is done', async () => {
    const { work: timed, starts, inFlight } = timedWork([100, 50, 100, 100, 100])
    const work = async (item: number, index: number) => {
      const result = await timed(item, index)
      if (index === 1) throw new Error('refused')
      return result
    }
    const pool = createPool({ concurrency: 2 })
    const outcome = pool.map([0, 1, 2, 3, 4], work)
    let inFlightAtEnd = -1
    void outcome.catch(() => (inFlightAtEnd = inFlight()))
    expect(await settled(outcome)).toEqual({ error: new Error('refused') })
    expect(starts.map(({ index }) => index)).toEqual([0, 1])
    expect(inFlightAtEnd).toBe(0)
  })

  test('an abort starts nothing more; the work in flight finishes, then it rejects with the reason', async () => {
    const controller = new AbortController()
    const { work, starts, inFlight } = timedWork([100, 100, 100, 100])
    const outcome = createPool({ concurrency: 2, signal: controller.signal }).map([0, 1, 2, 3], work)
    await vi.advanceTimersByTimeAsync(50)
    controller.abort(new Error('cancelled'))
    let inFlightAtEnd = -1
    void outcome.catch(() => (inFlightAtEnd = inFlight()))
    expect(await settled(outcome)).toEqual({ error: new Error('cancelled') })
    expect(starts.map(({ index }) => index)).toEqual([0, 1])
    expect(inFlightAtEnd).toBe(0)
  })

  test('an abort after every item has started still gives the results', async () => {
    const controller = new AbortController()
    const { work } = timedWork([100])
    const outcome = createPool({ concurrency: 2, signal: controller.signal }).map([0], work)
    await vi.advanceTimersByTimeAsync(50)
    controller.abort()
    expect(await settled(outcome)).toEqual({ value: [0] })
  })

  test('a signal aborted before the start starts nothing', async () => {
    const work = vi.fn()
    const pool = createPool({ concurrency: 2, signal: AbortSignal.abort(new Error('gone')) })
    expect(await settled(pool.map([1, 2], work))).toEqual({ error: new Error('gone') })
    expect(work).not.toHaveBeenCalled()
  })
})

describe('a hold (a 429’s Retry-After)', () => {
  test('holds every new start until it ends, and a shorter hold asked later changes nothing', async () => {
    const pool = createPool({ concurrency: 2 })
    const starts: [number, number][] = []
    const outcome = pool.map([0, 1, 2, 3], async (item) => {
      starts.push([item, Date.now()])
      await wait(10)
      if (item === 0) pool.hold(2_000)
      if (item === 1) pool.hold(500)
    })
    await settled(outcome)
    expect(starts).toEqual([
      [0, 0],
      [1, 0],
      [2, 2_010],
      [3, 2_010],
    ])
  })

  test('turn() waits for the hold, and says false at once when the pool is stopped', async () => {
    const controller = new AbortController()
    const pool = createPool({ concurrency: 1, signal: controller.signal })
    pool.hold(1_000)
    const first = pool.turn()
    await vi.advanceTimersByTimeAsync(999)
    let answered: boolean | undefined
    void first.then((value) => (answered = value))
    await vi.advanceTimersByTimeAsync(0)
    expect(answered).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(answered).toBe(true)

    pool.hold(60_000)
    const second = pool.turn()
    controller.abort()
    await expect(second).resolves.toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('a hold longer than one sleep is waited out whole (the clock is asked again)', async () => {
    const clock = { at: 0 }
    // A sleep that wakes early, as a throttled timer in a background tab may.
    const sleep = vi.fn(async (ms: number) => {
      clock.at += Math.ceil(ms / 2)
    })
    const pool = createPool({ concurrency: 1, now: () => clock.at, sleep })
    pool.hold(1_000)
    await expect(pool.turn()).resolves.toBe(true)
    expect(clock.at).toBeGreaterThanOrEqual(1_000)
    expect(sleep.mock.calls.length).toBeGreaterThan(1)
  })
})

describe('sleepFor', () => {
  test('ends after its time, or at once when its signal aborts, leaving no timer', async () => {
    let slept = false
    void sleepFor(100).then(() => (slept = true))
    await vi.advanceTimersByTimeAsync(99)
    expect(slept).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(slept).toBe(true)

    const controller = new AbortController()
    const cut = sleepFor(60_000, controller.signal)
    controller.abort()
    await cut
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('createPool (property)', () => {
  test('never more than the cap in flight; each item once, in order; an abort starts nothing after it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 25 }),
        fc.integer({ min: 1, max: 7 }),
        fc.option(fc.integer({ min: 0, max: 2_000 }), { nil: undefined }),
        fc.array(
          fc.record({ at: fc.integer({ min: 0, max: 1_500 }), ms: fc.integer({ min: 0, max: 3_000 }) }),
          {
            maxLength: 3,
          },
        ),
        async (durations, concurrency, abortAt, holds) => {
          const t0 = Date.now()
          const controller = new AbortController()
          const pool = createPool({ concurrency, signal: controller.signal })
          const { work, starts, most } = timedWork(durations)
          const held: { from: number; to: number }[] = []
          for (const { at, ms } of holds)
            setTimeout(() => {
              pool.hold(ms)
              held.push({ from: at, to: at + ms })
            }, at)
          if (abortAt !== undefined) setTimeout(() => controller.abort(new Error('stop')), abortAt)
          const outcome = await settled(pool.map(durations, work))

          expect(most()).toBeLessThanOrEqual(concurrency)
          const started = starts.map(({ index }) => index)
          expect(new Set(started).size).toBe(started.length)
          // Items start in their order, and none during a hold or after the abort.
          expect(started).toEqual(started.map((_index, position) => position))
          for (const { at: when } of starts) {
            const at = when - t0
            for (const hold of held) expect(at > hold.from && at < hold.to).toBe(false)
            if (abortAt !== undefined) expect(at).toBeLessThanOrEqual(abortAt)
          }
          if ('value' in outcome) expect(outcome.value).toEqual(durations.map((_ms, index) => index * 10))
          else expect(started.length).toBeLessThan(durations.length)
          expect(vi.getTimerCount()).toBe(0)
        },
      ),
      { numRuns: 80 },
    )
  })
})
