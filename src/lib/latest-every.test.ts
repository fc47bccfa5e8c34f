import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { latestEvery } from './latest-every'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('latestEvery', () => {
  test('hands on the first value at once, then the latest once per period, never a stale one', () => {
    const seen: number[] = []
    const stream = latestEvery(100, (value: number) => seen.push(value), { now: () => Date.now() })
    stream.push(1)
    expect(seen).toEqual([1])
    stream.push(2)
    stream.push(3)
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(99)
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([1, 3])
    vi.advanceTimersByTime(500)
    expect(seen).toEqual([1, 3])
    stream.push(4)
    expect(seen).toEqual([1, 3, 4])
  })

  test('flush hands on what is pending at once; cancel drops it', () => {
    const seen: string[] = []
    const stream = latestEvery(100, (value: string) => seen.push(value))
    stream.push('a')
    stream.push('b')
    stream.flush()
    expect(seen).toEqual(['a', 'b'])
    stream.push('c')
    stream.cancel()
    vi.advanceTimersByTime(1_000)
    expect(seen).toEqual(['a', 'b'])
  })
})
