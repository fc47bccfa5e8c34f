import { describe, expect, test } from 'vitest'

import { inSlices } from './in-slices'

describe('inSlices', () => {
  test('visits every item once, in order', async () => {
    const items = Array.from({ length: 1000 }, (_, index) => index)
    const seen: number[] = []
    await inSlices(items, (item, index) => {
      expect(item).toBe(index)
      seen.push(item)
    })
    expect(seen).toEqual(items)
  })

  test('gives the browser its turn between slices', async () => {
    let turns = 0
    const ticker = setInterval(() => (turns += 1), 0)
    const started = Date.now()
    // Each item takes a moment: a budget of 1 ms cuts the work into many slices.
    await inSlices(
      Array.from({ length: 640 }, (_, index) => index),
      () => {
        const until = performance.now() + 0.05
        while (performance.now() < until);
      },
      { budgetMs: 1 },
    )
    clearInterval(ticker)
    expect(Date.now() - started).toBeGreaterThan(0)
    expect(turns).toBeGreaterThan(0)
  })

  test('stops between slices once aborted', async () => {
    const controller = new AbortController()
    let visited = 0
    const work = inSlices(
      Array.from({ length: 100_000 }, (_, index) => index),
      () => {
        visited += 1
        if (visited === 500) controller.abort()
        const until = performance.now() + 0.01
        while (performance.now() < until);
      },
      { signal: controller.signal, budgetMs: 1 },
    )
    await expect(work).rejects.toMatchObject({ name: 'AbortError' })
    expect(visited).toBeLessThan(100_000)
  })
})
