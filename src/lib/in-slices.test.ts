import fc from 'fast-check'
import { describe, expect, test, vi } from 'vitest'

import { mapInSlices } from './in-slices'
import { yieldToEventLoop } from './yield-to-event-loop'

/**
 * A fake clock that each item moves on by its cost, and a pause that records where each slice
 * ended: how many items were done when the work gave way.
 */
function fakeTime() {
  let time = 0
  const slices: number[] = []
  let done = 0
  return {
    now: () => time,
    spend: (ms: number) => {
      time += ms
      done += 1
    },
    pause: vi.fn(async () => {
      slices.push(done)
    }),
    slices,
  }
}

describe('mapInSlices', () => {
  test('gives way once a slice has run its budget, and says how far it is after each slice', async () => {
    const clock = fakeTime()
    const progress = vi.fn()
    const items = [1, 2, 3, 4, 5, 6, 7]
    const result = await mapInSlices(
      items,
      (item) => {
        clock.spend(4)
        return item * 10
      },
      { budgetMs: 10, now: clock.now, pause: clock.pause, onProgress: progress },
    )
    expect(result).toEqual([10, 20, 30, 40, 50, 60, 70])
    // 4 + 4 < 10 goes on, 12 >= 10 gives way: three items a slice.
    expect(clock.slices).toEqual([3, 6])
    expect(progress.mock.calls).toEqual([
      [3, 7],
      [6, 7],
      [7, 7],
    ])
  })

  test('runs an item longer than the budget in a slice of its own', async () => {
    const clock = fakeTime()
    await mapInSlices([50, 1, 50, 1], (cost) => clock.spend(cost), {
      budgetMs: 10,
      now: clock.now,
      pause: clock.pause,
    })
    expect(clock.slices).toEqual([1, 3])
  })

  test('does nothing and says nothing for no items', async () => {
    const work = vi.fn()
    const progress = vi.fn()
    await expect(mapInSlices([], work, { onProgress: progress })).resolves.toEqual([])
    expect(work).not.toHaveBeenCalled()
    expect(progress).not.toHaveBeenCalled()
  })

  test('stops between slices once aborted, with the signal’s reason', async () => {
    const clock = fakeTime()
    const controller = new AbortController()
    const work = vi.fn(() => clock.spend(10))
    const run = mapInSlices([1, 2, 3, 4], work, {
      budgetMs: 10,
      now: clock.now,
      pause: async () => controller.abort(new Error('stopped')),
      signal: controller.signal,
    })
    await expect(run).rejects.toThrow('stopped')
    expect(work).toHaveBeenCalledTimes(1)
  })

  test('starts nothing when the signal is already aborted', async () => {
    const work = vi.fn()
    const signal = AbortSignal.abort()
    await expect(mapInSlices([1], work, { signal })).rejects.toMatchObject({ name: 'AbortError' })
    expect(work).not.toHaveBeenCalled()
  })

  test('gives the same result as a plain map, whatever the costs and the budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ value: fc.integer(), cost: fc.nat(30) }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        async (items, budgetMs) => {
          const clock = fakeTime()
          const progress: number[] = []
          const work = ({ value, cost }: (typeof items)[number], index: number) => {
            clock.spend(cost)
            return `${index}:${value}`
          }
          const result = await mapInSlices(items, work, {
            budgetMs,
            now: clock.now,
            pause: clock.pause,
            onProgress: (done, total) => {
              expect(total).toBe(items.length)
              progress.push(done)
            },
          })
          expect(result).toEqual(items.map(({ value }, index) => `${index}:${value}`))
          // Every slice does something, and goes on only while under budget.
          const ends = items.length ? [0, ...clock.slices, items.length] : [0]
          for (let slice = 1; slice < ends.length; slice += 1) {
            const [from, to] = [ends[slice - 1] ?? 0, ends[slice] ?? 0]
            expect(to).toBeGreaterThan(from)
            const beforeLast = items.slice(from, to - 1).reduce((sum, item) => sum + item.cost, 0)
            expect(beforeLast).toBeLessThan(budgetMs)
          }
          expect(progress).toEqual(items.length ? [...clock.slices, items.length] : [])
        },
      ),
    )
  })
})

describe('yieldToEventLoop', () => {
  test('resolves after the current task, through scheduler.yield when the browser has it', async () => {
    const order: string[] = []
    const pending = yieldToEventLoop().then(() => order.push('after'))
    order.push('now')
    await pending
    expect(order).toEqual(['now', 'after'])

    const schedulerYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: schedulerYield })
    try {
      await yieldToEventLoop()
      expect(schedulerYield).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
