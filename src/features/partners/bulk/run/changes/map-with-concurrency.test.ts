import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { mapWithConcurrency } from './map-with-concurrency'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('mapWithConcurrency', () => {
  test('keeps the order of the items, never more than `concurrency` at once (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 3 }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        async (items, concurrency) => {
          let running = 0
          let most = 0
          const results = await mapWithConcurrency(items, concurrency, async (item, index) => {
            running += 1
            most = Math.max(most, running)
            for (let wait = 0; wait < item; wait += 1) await tick()
            running -= 1
            return index * 10
          })
          expect(results).toEqual(items.map((_item, index) => index * 10))
          expect(most).toBeLessThanOrEqual(concurrency)
        },
      ),
      { numRuns: 30 },
    )
  })

  test('starts nothing more after a failure, and rejects with it', async () => {
    const started: number[] = []
    const work = async (item: number) => {
      started.push(item)
      await tick()
      if (item === 1) throw new Error('refused')
      return item
    }
    await expect(mapWithConcurrency([0, 1, 2, 3, 4, 5], 2, work)).rejects.toThrow('refused')
    expect(started).toEqual([0, 1, 2])
  })

  test('starts nothing once the signal is aborted', async () => {
    const controller = new AbortController()
    const started: number[] = []
    const work = async (item: number) => {
      started.push(item)
      controller.abort()
      return item
    }
    await expect(mapWithConcurrency([0, 1, 2], 1, work, controller.signal)).rejects.toThrow()
    expect(started).toEqual([0])
  })
})
