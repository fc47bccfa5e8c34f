import { act, renderHook } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'

import {
  FakePerformanceObserver,
  paintNextFrame as paint,
  reportShown,
  withFramesAndElementTiming,
} from '@/test/element-timing'

// A fresh module each time: the first data shows once per page.
const freshModule = () => import('./first-data-shown')

withFramesAndElementTiming()

describe('afterFirstDataShown, with Element Timing', () => {
  test('runs once the first data is reported on screen, not when frames are painted before', async () => {
    const { afterFirstDataShown, firstAnswerArrived, FIRST_DATA } = await freshModule()
    const run = vi.fn()
    afterFirstDataShown(run)
    firstAnswerArrived()

    paint()
    reportShown('logo')
    paint()
    expect(run).not.toHaveBeenCalled()

    reportShown('logo', FIRST_DATA)
    expect(run).not.toHaveBeenCalled()
    paint()
    expect(run).toHaveBeenCalledTimes(1)
    expect(FakePerformanceObserver.watching.size).toBe(0)
    vi.advanceTimersByTime(5_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  test('once the first data has shown, waits for the next paint only', async () => {
    const { afterFirstDataShown } = await freshModule()
    afterFirstDataShown(() => undefined)
    reportShown()

    const run = vi.fn()
    afterFirstDataShown(run)
    expect(run).not.toHaveBeenCalled()
    paint()
    expect(run).toHaveBeenCalledTimes(1)
  })

  test('goes on a second after the first answer when nothing shows it (an error, an empty list)', async () => {
    const { afterFirstDataShown, firstAnswerArrived, NOT_SHOWN_WAIT_MS } = await freshModule()
    const run = vi.fn()
    afterFirstDataShown(run)

    vi.advanceTimersByTime(NOT_SHOWN_WAIT_MS * 2)
    expect(run).not.toHaveBeenCalled()
    firstAnswerArrived()
    vi.advanceTimersByTime(NOT_SHOWN_WAIT_MS - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    paint()
    expect(run).toHaveBeenCalledTimes(1)
  })

  test('never runs once cancelled, before or after the data shows', async () => {
    const { afterFirstDataShown } = await freshModule()
    const before = vi.fn()
    const after = vi.fn()
    afterFirstDataShown(before)()
    const cancelAfter = afterFirstDataShown(after)
    reportShown()
    cancelAfter()

    paint()
    expect(before).not.toHaveBeenCalled()
    expect(after).not.toHaveBeenCalled()
  })
})

describe('afterFirstDataShown, without Element Timing', () => {
  test.each([
    ['a browser that reports no elements', () => vi.stubGlobal('PerformanceObserver', class {})],
    ['a browser without PerformanceObserver', () => vi.stubGlobal('PerformanceObserver', undefined)],
  ])('%s goes on once the frame after the first answer has been painted', async (_browser, arrange) => {
    arrange()
    const { afterFirstDataShown, firstAnswerArrived } = await freshModule()
    const run = vi.fn()
    afterFirstDataShown(run)
    paint()
    expect(run).not.toHaveBeenCalled()

    firstAnswerArrived()
    paint()
    paint()
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('useFirstDataShown', () => {
  test('is false until the first data has shown, and true at once for what renders after', async () => {
    const { useFirstDataShown } = await freshModule()
    const first = renderHook(() => useFirstDataShown())
    expect(first.result.current).toBe(false)

    act(() => reportShown())
    expect(first.result.current).toBe(false)
    act(() => paint())
    expect(first.result.current).toBe(true)

    expect(renderHook(() => useFirstDataShown()).result.current).toBe(true)
  })
})
