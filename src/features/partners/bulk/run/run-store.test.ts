import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { forgetSessionMemory } from '@/lib/auth/session-memory'
import { createQueryClient } from '@/lib/query-client'
import { useBulkRunPresence } from '@/stores/bulk-run-presence'

import type { BulkChange, BulkTarget, StepOutcome } from './bulk-change'
import { undoChange } from './changes/undo'
import {
  cancelRun,
  dismissRun,
  PROGRESS_EVERY_MS,
  retryFailed,
  startBulkChange,
  undoLastChange,
  useBulkRunStore,
} from './run-store'
import { bulkTargets, wait } from './test-support'

vi.mock('./changes/undo', () => ({ undoChange: vi.fn() }))

const undo = [{ kind: 'delete', resource: 'service-maps', id: 1, created: {} }] as const

/**
 * A change over `count` partners, each step 10 ms; `fails` says which partners fail (422) on
 * their first run, and done partners write one record each.
 */
function change(count: number, { fails = [] as number[], ms = 10, isUndo = false } = {}) {
  const runs = new Map<number, number>()
  const step = vi.fn(async (target: BulkTarget): Promise<StepOutcome> => {
    const run = (runs.get(target.id) ?? 0) + 1
    runs.set(target.id, run)
    await wait(ms)
    if (run === 1 && fails.includes(target.id)) throw new Error('refused')
    return { kind: 'done', undo: [{ ...undo[0], id: target.id }] }
  })
  const bulk = {
    title: { key: 'bulk:test', values: { count } },
    targets: bulkTargets(count),
    step,
    resources: ['service-maps'],
    isUndo,
  } satisfies BulkChange
  return bulk
}

const state = () => useBulkRunStore.getState()

let queryClient = createQueryClient()

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
  vi.mocked(undoChange).mockReset()
  queryClient = createQueryClient()
})

afterEach(async () => {
  cancelRun()
  await vi.runAllTimersAsync()
  dismissRun()
  useBulkRunStore.setState({ lastChange: undefined })
  vi.useRealTimers()
})

describe('the current bulk run', () => {
  test('starts running, says so to every page, and ends finished with every line counted', async () => {
    expect(startBulkChange(change(8, { fails: [3] }), queryClient)).toBe(true)
    expect(state().run).toMatchObject({ status: 'running', total: 8, done: 0, isUndo: false, canUndo: false })
    expect(useBulkRunPresence.getState().present).toBe(true)
    await vi.runAllTimersAsync()
    expect(state().run).toMatchObject({ status: 'finished', done: 7, skipped: 0, failed: 1, canUndo: true })
    expect(state().run?.results).toHaveLength(8)
    expect(state().run?.results.find((line) => line.kind === 'failed')?.reason).toEqual({
      key: 'data:errors.unknown',
      values: {},
    })
  })

  test('refuses a second change while one is running, and takes one once it has ended', async () => {
    startBulkChange(change(3), queryClient)
    const second = change(2)
    expect(startBulkChange(second, queryClient)).toBe(false)
    expect(state().run?.total).toBe(3)
    await vi.runAllTimersAsync()
    expect(startBulkChange(second, queryClient)).toBe(true)
    expect(state().run).toMatchObject({ total: 2, status: 'running', results: [] })
  })

  test('shows progress in batches, not once per line', async () => {
    const updates: number[] = []
    const unsubscribe = useBulkRunStore.subscribe(({ run }) => updates.push(run?.done ?? 0))
    // Ten rounds of six 20 ms steps: 200 ms, 60 lines.
    startBulkChange(change(60, { ms: 20 }), queryClient)
    // The first lines end at 20 ms, and wait for the rest of their batch.
    await vi.advanceTimersByTimeAsync(20 + PROGRESS_EVERY_MS - 1)
    expect(state().run?.done).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(state().run?.done).toBe(30)
    await vi.runAllTimersAsync()
    unsubscribe()
    expect(state().run?.done).toBe(60)
    // The start, a batch at 120 ms, the last lines and the end: a handful, never 60.
    expect(updates.length).toBeLessThanOrEqual(5)
  })

  test('when it ends, reads again the resources it changed and the partner lists', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    startBulkChange(change(2), queryClient)
    expect(invalidate).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['service-maps'],
      ['services'],
      ['business-partners', 'list'],
    ])
  })

  test('cancel: steps in flight finish and are reported, the rest are left; nothing new starts', async () => {
    const bulk = change(20, { ms: 100 })
    startBulkChange(bulk, queryClient)
    await vi.advanceTimersByTimeAsync(50)
    expect(cancelRun()).toBe(true)
    expect(state().run?.status).toBe('cancelling')
    expect(cancelRun()).toBe(false)
    await vi.runAllTimersAsync()
    const run = state().run
    expect(run).toMatchObject({ status: 'cancelled', done: 6, failed: 0 })
    expect(run && run.total - run.done - run.skipped - run.failed).toBe(14)
    expect(bulk.step).toHaveBeenCalledTimes(6)
  })

  test('retry failed runs only the failed partners, their new lines in place of the failed ones', async () => {
    const bulk = change(6, { fails: [2, 5] })
    startBulkChange(bulk, queryClient)
    await vi.runAllTimersAsync()
    const first = state().run?.results ?? []
    expect(state().run).toMatchObject({ done: 4, failed: 2 })
    const at = (id: number) => first.findIndex((line) => line.target.id === id)

    expect(retryFailed()).toBe(true)
    expect(state().run).toMatchObject({ status: 'running', done: 4, failed: 0, canUndo: false })
    expect(retryFailed()).toBe(false)
    await vi.runAllTimersAsync()

    const merged = state().run?.results ?? []
    expect(state().run).toMatchObject({ status: 'finished', done: 6, failed: 0, total: 6, canUndo: true })
    expect(merged).toHaveLength(6)
    expect(merged[at(2)]).toMatchObject({ target: { id: 2 }, kind: 'done' })
    expect(merged[at(5)]).toMatchObject({ target: { id: 5 }, kind: 'done' })
    // The lines done the first time are the same lines, undo steps and all.
    for (const line of first.filter((result) => result.kind === 'done')) expect(merged).toContain(line)
    expect(bulk.step.mock.calls.map(([target]) => target.id).slice(6)).toEqual([2, 5])
    expect(retryFailed()).toBe(false)
  })

  test('undo takes back the done lines of the first run and its retries, and cannot itself be undone', async () => {
    const bulk = change(4, { fails: [3] })
    startBulkChange(bulk, queryClient)
    await vi.runAllTimersAsync()
    retryFailed()
    await vi.runAllTimersAsync()
    const report = state().run?.results
    const undoing = change(4, { isUndo: false })
    vi.mocked(undoChange).mockReturnValue({ ...undoing, title: { key: 'bulk:undo' } })

    expect(undoLastChange()).toBe(true)
    expect(undoChange).toHaveBeenCalledWith(report, bulk.title)
    expect(state().run).toMatchObject({ status: 'running', isUndo: true, title: { key: 'bulk:undo' } })
    await vi.runAllTimersAsync()
    expect(state().run).toMatchObject({ status: 'finished', isUndo: true, canUndo: false, done: 4 })
    expect(undoLastChange()).toBe(false)
  })

  test('undo is refused while a run is running, and when nothing was written', async () => {
    startBulkChange(change(2), queryClient)
    await vi.runAllTimersAsync()
    startBulkChange(change(2), queryClient)
    expect(undoLastChange()).toBe(false)
    await vi.runAllTimersAsync()
    startBulkChange(change(2, { fails: [1, 2] }), queryClient)
    await vi.runAllTimersAsync()
    expect(state().run?.canUndo).toBe(false)
    expect(undoLastChange()).toBe(false)
    expect(undoChange).not.toHaveBeenCalled()
  })

  test('the report closes only once the run has ended; the last change can still be undone', async () => {
    startBulkChange(change(2), queryClient)
    expect(dismissRun()).toBe(false)
    expect(useBulkRunPresence.getState().present).toBe(true)
    await vi.runAllTimersAsync()
    expect(dismissRun()).toBe(true)
    expect(state().run).toBeUndefined()
    expect(useBulkRunPresence.getState().present).toBe(false)
    expect(state().lastChange?.results).toHaveLength(2)
  })

  test('the browser asks before the tab closes while a run is running, and not after', async () => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(leave()).toBe(false)
    startBulkChange(change(2), queryClient)
    expect(leave()).toBe(true)
    await vi.runAllTimersAsync()
    expect(leave()).toBe(false)
  })

  test('says to Log out whether it is still writing: while running, not once ended', async () => {
    startBulkChange(change(2), queryClient)
    expect(useBulkRunPresence.getState()).toEqual({ present: true, running: true })
    await vi.runAllTimersAsync()
    expect(useBulkRunPresence.getState()).toEqual({ present: true, running: false })
  })

  test('a second run after the first ended has its own report, retries and undo', async () => {
    const first = change(3, { fails: [2] })
    startBulkChange(first, queryClient)
    await vi.runAllTimersAsync()
    const firstId = state().run?.id
    expect(dismissRun()).toBe(true)

    const second = change(2, { fails: [1] })
    expect(startBulkChange(second, queryClient)).toBe(true)
    expect(state().run?.id).toBe((firstId ?? 0) + 1)
    await vi.runAllTimersAsync()
    expect(state().run).toMatchObject({ status: 'finished', total: 2, done: 1, failed: 1 })
    expect(state().lastChange?.results).toHaveLength(2)

    // Retry failed runs the second change's step, never the first's.
    expect(retryFailed()).toBe(true)
    await vi.runAllTimersAsync()
    expect(first.step).toHaveBeenCalledTimes(3)
    expect(second.step.mock.calls.map(([target]) => target.id)).toEqual([1, 2, 1])
    expect(state().run).toMatchObject({ status: 'finished', done: 2, failed: 0 })
  })

  test('forgotten at sign-out after it ended: no undo, and the next run reports to its own client', async () => {
    const before = queryClient
    startBulkChange(change(2), before)
    await vi.runAllTimersAsync()
    expect(state().run?.canUndo).toBe(true)

    forgetSessionMemory()
    expect(state()).toEqual({ run: undefined, lastChange: undefined })
    expect(undoLastChange()).toBe(false)
    expect(retryFailed()).toBe(false)

    const oldClient = vi.spyOn(before, 'invalidateQueries')
    const after = createQueryClient()
    const newClient = vi.spyOn(after, 'invalidateQueries')
    expect(startBulkChange(change(1), after)).toBe(true)
    await vi.runAllTimersAsync()
    expect(state().run).toMatchObject({ status: 'finished', done: 1, total: 1 })
    expect(newClient).toHaveBeenCalled()
    expect(oldClient).not.toHaveBeenCalled()
  })

  test('the end of the session stops the run and forgets its report and its undo copies', async () => {
    const first = change(2)
    startBulkChange(first, queryClient)
    await vi.runAllTimersAsync()
    const running = change(20, { ms: 50 })
    startBulkChange(running, queryClient)
    await vi.advanceTimersByTimeAsync(60)
    const started = running.step.mock.calls.length
    expect(started).toBeGreaterThan(0)
    expect(started).toBeLessThan(20)

    forgetSessionMemory()
    await vi.runAllTimersAsync()

    expect(running.step).toHaveBeenCalledTimes(started)
    expect(state()).toEqual({ run: undefined, lastChange: undefined })
    expect(useBulkRunPresence.getState()).toEqual({ present: false, running: false })
    expect(undoLastChange()).toBe(false)
    const leaving = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(leaving)
    expect(leaving.defaultPrevented).toBe(false)
    // A new session's change runs as if none had been.
    expect(startBulkChange(change(1), queryClient)).toBe(true)
    await vi.runAllTimersAsync()
    expect(state().run).toMatchObject({ status: 'finished', done: 1, total: 1 })
  })
})
