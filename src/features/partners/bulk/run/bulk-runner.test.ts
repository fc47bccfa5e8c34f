import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { DataServiceError, type DataServiceErrorKind } from '@/lib/data-service/errors'
import { backOffMs, throttleWaitMs } from '@/lib/data-service/retry-policy'

import type { BulkChange, ItemResult, StepOutcome } from './bulk-change'
import { BULK_CONCURRENCY, runBulk, type BulkRunOptions } from './bulk-runner'
import { bulkTargets, wait } from './test-support'

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})

afterEach(() => {
  vi.useRealTimers()
})

/** What one attempt of a step does: finish as done or skipped, or throw an error of a kind. */
type Attempt = 'done' | 'skipped' | { fail: DataServiceErrorKind; retryAfterMs?: number } | 'bug'

const done: StepOutcome = { kind: 'done', undo: [] }

function failure(kind: DataServiceErrorKind, retryAfterMs?: number) {
  return new DataServiceError({ kind, message: kind, status: 500, values: { status: 500 }, retryAfterMs })
}

async function attempt(what: Attempt): Promise<StepOutcome> {
  if (what === 'done') return done
  if (what === 'skipped') return { kind: 'skipped', reason: { kind: 'already' } }
  if (what === 'bug') throw new TypeError('a bug in the step')
  throw failure(what.fail, what.retryAfterMs)
}

/** A change whose step for target N plays `scripts[N - 1]`, one attempt per call (the last repeats). */
function scripted(scripts: Attempt[][], duration = 10) {
  const calls: { id: number; at: number }[] = []
  const change: BulkChange = {
    title: { key: 'test' },
    targets: bulkTargets(scripts.length),
    resources: ['closing-dates'],
    step: async (target) => {
      const tries = calls.filter((call) => call.id === target.id).length
      calls.push({ id: target.id, at: Date.now() })
      await wait(duration)
      const script = scripts[target.id - 1] ?? ['done']
      return attempt(script[Math.min(tries, script.length - 1)] ?? 'done')
    },
  }
  return { change, calls, callsOf: (id: number) => calls.filter((call) => call.id === id) }
}

async function runToEnd(change: BulkChange, options: BulkRunOptions = {}) {
  const run = runBulk(change, { random: () => 0, ...options })
  await vi.runAllTimersAsync()
  return run.finished
}

const fail = (kind: DataServiceErrorKind, retryAfterMs?: number): Attempt => ({ fail: kind, retryAfterMs })

describe('runBulk, one step', () => {
  test.each<{ name: string; script: Attempt[]; kind: ItemResult['kind']; calls: number }>([
    { name: 'done at once', script: ['done'], kind: 'done', calls: 1 },
    { name: 'skipped on purpose', script: ['skipped'], kind: 'skipped', calls: 1 },
    { name: 'a 500, then done', script: [fail('server'), 'done'], kind: 'done', calls: 2 },
    { name: 'a 500 twice: failed', script: [fail('server'), fail('server')], kind: 'failed', calls: 2 },
    { name: 'the network down, then done', script: [fail('network'), 'done'], kind: 'done', calls: 2 },
    { name: 'a timeout twice: failed', script: [fail('timeout')], kind: 'failed', calls: 2 },
    { name: 'a 422: failed, not tried again', script: [fail('validation')], kind: 'failed', calls: 1 },
    { name: 'a 409: failed at once', script: [fail('conflict')], kind: 'failed', calls: 1 },
    { name: 'a 404: failed at once', script: [fail('not-found')], kind: 'failed', calls: 1 },
    {
      name: 'an unreadable answer: failed at once',
      script: [fail('malformed-response')],
      kind: 'failed',
      calls: 1,
    },
    { name: 'a bug in the step: failed at once', script: ['bug'], kind: 'failed', calls: 1 },
    {
      name: 'four 429s, then done',
      script: [...Array<Attempt>(4).fill(fail('throttled')), 'done'],
      kind: 'done',
      calls: 5,
    },
    { name: 'five 429s: failed', script: [fail('throttled')], kind: 'failed', calls: 5 },
    {
      name: 'a 429 and a 500 are counted apart',
      script: [fail('throttled'), fail('server'), fail('throttled'), 'done'],
      kind: 'done',
      calls: 4,
    },
  ])('$name', async ({ script, kind, calls }) => {
    const { change, callsOf } = scripted([script])
    const end = await runToEnd(change)
    expect(end.results.map((result) => result.kind)).toEqual([kind])
    expect(callsOf(1)).toHaveLength(calls)
  })

  test('a failure keeps the error’s message as key and values, to be translated when shown', async () => {
    const { change } = scripted([[fail('validation')], ['bug']])
    const end = await runToEnd(change)
    expect(end.results.map((result) => result.kind === 'failed' && result.reason)).toEqual([
      { key: 'data:errors.validation', values: { status: 500 } },
      { key: 'data:errors.unknown', values: {} },
    ])
  })

  test('tries a 500 again after 2 × 100 ms plus the jitter', async () => {
    const { change, callsOf } = scripted([[fail('server'), 'done']], 10)
    const run = runBulk(change, { random: () => 0.5 })
    await vi.advanceTimersByTimeAsync(10 + 249)
    expect(callsOf(1)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(callsOf(1)).toHaveLength(2)
    await vi.runAllTimersAsync()
    expect((await run.finished).results[0]?.kind).toBe('done')
  })

  test.each([
    { attempt: 1, random: 0, ms: 200 },
    { attempt: 1, random: 0.999, ms: 299 },
    { attempt: 2, random: 0.5, ms: 450 },
  ])('backs off $ms ms on attempt $attempt with random $random', ({ attempt: tries, random, ms }) => {
    expect(backOffMs(tries, () => random)).toBe(ms)
  })

  test.each([
    { retryAfterMs: undefined, ms: 1_000 },
    { retryAfterMs: 0, ms: 0 },
    { retryAfterMs: 2_500, ms: 2_500 },
    { retryAfterMs: 120_000, ms: 60_000 },
  ])('a 429 with Retry-After $retryAfterMs ms holds the run $ms ms', ({ retryAfterMs, ms }) => {
    expect(throttleWaitMs({ retryAfterMs })).toBe(ms)
  })
})

describe('runBulk, many steps', () => {
  test('a 403 fails its partner and starts no other write; each partner not written is failed for it', async () => {
    const { change, calls } = scripted([['done'], [fail('forbidden')], ['done'], ['done'], ['done']])
    const reported: ItemResult[] = []
    const end = await runToEnd(change, { concurrency: 1, onResult: (line) => reported.push(line) })
    expect(calls.map((call) => call.id)).toEqual([1, 2])
    const lines = end.results.map((line) => [
      line.target.id,
      line.kind,
      line.kind === 'failed' && line.reason.key,
    ])
    expect(lines).toEqual([
      [1, 'done', false],
      [2, 'failed', 'data:errors.forbidden'],
      [3, 'failed', 'data:errors.forbidden'],
      [4, 'failed', 'data:errors.forbidden'],
      [5, 'failed', 'data:errors.forbidden'],
    ])
    expect(reported).toEqual(end.results)
    expect(end).toMatchObject({ notStarted: 0, cancelled: false })
  })

  test('after a 403, the steps already in flight finish and are reported as they came', async () => {
    const { change, calls } = scripted([[fail('forbidden')], ['done'], ['done'], ['done']])
    const end = await runToEnd(change, { concurrency: 2 })
    expect(calls.map((call) => call.id)).toEqual([1, 2])
    expect(end.results.map((line) => [line.target.id, line.kind])).toEqual([
      [1, 'failed'],
      [2, 'done'],
      [3, 'failed'],
      [4, 'failed'],
    ])
  })

  test('a 429 holds every new step for its Retry-After, then its own step runs again', async () => {
    // Partner 1 is throttled at 10 ms for 2 s; partner 2 finishes at 10 ms and the next must wait.
    const { change, callsOf } = scripted([[fail('throttled', 2_000), 'done'], ['done'], ['done'], ['done']])
    const run = runBulk(change, { concurrency: 2 })
    await vi.advanceTimersByTimeAsync(2_009)
    expect(callsOf(3)).toEqual([])
    expect(callsOf(1)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(callsOf(1).map((call) => call.at)).toEqual([0, 2_010])
    expect(callsOf(3).map((call) => call.at)).toEqual([2_010])
    await vi.runAllTimersAsync()
    const end = await run.finished
    expect(end.results.map((result) => [result.target.id, result.kind])).toEqual([
      [2, 'done'],
      [1, 'done'],
      [3, 'done'],
      [4, 'done'],
    ])
  })

  test('a 429 also holds another step’s try after a 500', async () => {
    const { change, callsOf } = scripted([
      [fail('throttled', 1_000), 'done'],
      [fail('server'), 'done'],
    ])
    const run = runBulk(change, { concurrency: 2, random: () => 0 })
    await vi.runAllTimersAsync()
    await run.finished
    // The 500's retry was due at 210 ms, inside the 429's hold until 1,010 ms.
    expect(callsOf(2).map((call) => call.at)).toEqual([0, 1_010])
  })

  test('reports each line as its step finishes, in that order', async () => {
    const durations = [300, 100, 200]
    const change: BulkChange = {
      title: { key: 'test' },
      targets: bulkTargets(3),
      resources: [],
      step: async (target) => {
        await wait(durations[target.id - 1] ?? 0)
        return done
      },
    }
    const seen: number[] = []
    const end = await runToEnd(change, { onResult: (result) => seen.push(result.target.id) })
    expect(seen).toEqual([2, 3, 1])
    expect(end.results.map((result) => result.target.id)).toEqual([2, 3, 1])
  })

  test('takes BULK_CONCURRENCY steps at once unless told otherwise', async () => {
    const { change, calls } = scripted(
      Array.from({ length: 20 }, () => ['done']),
      100,
    )
    const run = runBulk(change)
    await vi.advanceTimersByTimeAsync(50)
    expect(calls).toHaveLength(BULK_CONCURRENCY)
    await vi.runAllTimersAsync()
    expect((await run.finished).results).toHaveLength(20)
  })

  test('a run of nothing ends at once with nothing', async () => {
    await expect(
      runToEnd({ title: { key: 't' }, targets: [], resources: [], step: vi.fn() }),
    ).resolves.toEqual({
      results: [],
      notStarted: 0,
      cancelled: false,
    })
  })

  test('20,000 partners run to the end, one line each, with no timer left behind', async () => {
    const change: BulkChange = {
      title: { key: 'test' },
      targets: bulkTargets(20_000),
      resources: [],
      step: (target) => (target.id % 7 === 0 ? Promise.reject(failure('validation')) : Promise.resolve(done)),
    }
    const end = await runToEnd(change)
    expect(end.results).toHaveLength(20_000)
    expect(end.results.filter((result) => result.kind === 'failed')).toHaveLength(Math.floor(20_000 / 7))
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('cancelling a run', () => {
  test.each([
    { how: 'cancel()', cancel: (run: { cancel: () => void }) => run.cancel() },
    { how: 'its signal', cancel: (_run: unknown, controller: AbortController) => controller.abort() },
  ])('by $how: steps in flight finish and are reported, the rest never start', async ({ cancel }) => {
    const { change, calls } = scripted(
      Array.from({ length: 10 }, () => ['done']),
      100,
    )
    const controller = new AbortController()
    const seen: number[] = []
    const run = runBulk(change, {
      concurrency: 2,
      signal: controller.signal,
      onResult: (r) => seen.push(r.target.id),
    })
    await vi.advanceTimersByTimeAsync(150)
    cancel(run, controller)
    await vi.runAllTimersAsync()
    const end = await run.finished
    expect(calls.map((call) => call.id)).toEqual([1, 2, 3, 4])
    expect(seen).toEqual([1, 2, 3, 4])
    expect(end).toMatchObject({ notStarted: 6, cancelled: true })
    expect(end.results).toHaveLength(4)
  })

  test('a signal aborted before the start starts nothing', async () => {
    const { change, calls } = scripted([['done'], ['done']])
    const end = await runToEnd(change, { signal: AbortSignal.abort() })
    expect(calls).toEqual([])
    expect(end).toEqual({ results: [], notStarted: 2, cancelled: true })
  })

  test.each([
    {
      waiting: 'a back-off after a 500',
      script: [fail('server'), 'done'] as Attempt[],
      reason: 'data:errors.server',
    },
    {
      waiting: 'a 429’s Retry-After',
      script: [fail('throttled', 30_000), 'done'] as Attempt[],
      reason: 'data:errors.throttled',
    },
  ])(
    'a step waiting out $waiting fails with that error at once, leaving no timer',
    async ({ script, reason }) => {
      const { change, callsOf } = scripted([script, ['done']], 10)
      const run = runBulk(change, { concurrency: 1, random: () => 0 })
      await vi.advanceTimersByTimeAsync(50)
      run.cancel()
      const end = await run.finished
      expect(vi.getTimerCount()).toBe(0)
      expect(callsOf(1)).toHaveLength(1)
      expect(end.results).toEqual([
        { target: change.targets[0], kind: 'failed', reason: expect.objectContaining({ key: reason }) },
      ])
      expect(end.notStarted).toBe(1)
    },
  )
})

describe('runBulk, any mix of steps (property)', () => {
  const attemptArb = fc.oneof(
    fc.constant<Attempt>('done'),
    fc.constant<Attempt>('skipped'),
    fc.constantFrom<DataServiceErrorKind>('server', 'network', 'validation', 'conflict').map(fail),
    fc.integer({ min: 0, max: 3_000 }).map((ms) => fail('throttled', ms)),
  )
  const stepArb = fc.record({
    duration: fc.integer({ min: 0, max: 500 }),
    attempts: fc.array(attemptArb, { minLength: 1, maxLength: 7 }),
  })

  test('never has more steps in flight than the cap; each target gets one line, in finishing order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 0, maxLength: 30 }),
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
        async (steps, concurrency, cancelAt) => {
          let inFlight = 0
          let most = 0
          const tries = new Map<number, number>()
          const change: BulkChange = {
            title: { key: 'test' },
            targets: bulkTargets(steps.length),
            resources: [],
            step: async (target) => {
              const step = steps[target.id - 1]!
              const tried = tries.get(target.id) ?? 0
              tries.set(target.id, tried + 1)
              inFlight += 1
              most = Math.max(most, inFlight)
              try {
                await wait(step.duration)
                return await attempt(step.attempts[Math.min(tried, step.attempts.length - 1)]!)
              } finally {
                inFlight -= 1
              }
            },
          }
          const seen: ItemResult[] = []
          const run = runBulk(change, { concurrency, random: Math.random, onResult: (r) => seen.push(r) })
          if (cancelAt !== undefined) setTimeout(run.cancel, cancelAt)
          await vi.runAllTimersAsync()
          const end = await run.finished
          expect(most).toBeLessThanOrEqual(concurrency)
          expect(end.results).toEqual(seen)
          const ids = end.results.map((result) => result.target.id)
          expect(new Set(ids).size).toBe(ids.length)
          expect(end.results.length + end.notStarted).toBe(steps.length)
          expect([...tries.keys()].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
          for (const count of tries.values()) expect(count).toBeLessThanOrEqual(7)
          expect(vi.getTimerCount()).toBe(0)
        },
      ),
      { numRuns: 60 },
    )
  })
})
