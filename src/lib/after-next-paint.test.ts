import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { afterNextPaint } from './after-next-paint'

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
})
afterEach(() => {
  vi.useRealTimers()
})

test('runs in the task after the next frame, once, even when the hidden-tab wait runs out later', () => {
  const run = vi.fn()
  afterNextPaint(run)

  vi.advanceTimersToNextFrame()
  expect(run).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(run).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(1_000)
  expect(run).toHaveBeenCalledTimes(1)
})

test('runs after a short wait in a tab that paints no frames', () => {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
  const run = vi.fn()
  afterNextPaint(run)

  vi.advanceTimersByTime(499)
  expect(run).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(run).toHaveBeenCalledTimes(1)
})

test('never runs once cancelled', () => {
  const run = vi.fn()
  afterNextPaint(run)()

  vi.advanceTimersToNextFrame()
  vi.advanceTimersByTime(1_000)
  expect(run).not.toHaveBeenCalled()
})
