import { act, renderHook } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'

import { paintNextFrame, reportShown, withFramesAndElementTiming } from '@/test/element-timing'

import { useDeferred } from './deferred'
import { answerArrived, NOT_SHOWN_WAIT_MS } from './phases'

const paint = () => act(async () => paintNextFrame())

withFramesAndElementTiming()

describe('useDeferred', () => {
  test('on a first load, is false until the first data is on screen, then true after the next paint', async () => {
    const { result } = renderHook(() => useDeferred('data-shown'))
    answerArrived()
    await paint()
    await paint()
    expect(result.current).toBe(false)

    await act(async () => reportShown())
    expect(result.current).toBe(false)
    await paint()
    expect(result.current).toBe(true)
  })

  test('on a page opened from another, is true once the next frame has been painted', async () => {
    renderHook(() => useDeferred('data-shown'))
    await act(async () => reportShown())
    await paint()

    const { result } = renderHook(() => useDeferred('data-shown'))
    expect(result.current).toBe(false)
    await paint()
    expect(result.current).toBe(true)
  })

  test('turns true in a tab that paints no frames, after the waits for a report and a frame', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const { result } = renderHook(() => useDeferred('data-shown'))
    answerArrived()

    await act(async () => {
      vi.advanceTimersByTime(NOT_SHOWN_WAIT_MS + 499)
    })
    expect(result.current).toBe(false)
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current).toBe(true)
  })

  test('waits for the code it is given to load, and code that fails to load does not hold it', async () => {
    let loadSections = () => {}
    const sections = { preload: () => new Promise<void>((resolve) => (loadSections = resolve)) }
    const failing = { preload: () => Promise.reject(new Error('offline')) }
    const { result } = renderHook(() => useDeferred('data-shown', [sections, failing]))
    await act(async () => reportShown())
    await paint()
    expect(result.current).toBe(false)

    await act(async () => loadSections())
    expect(result.current).toBe(true)
  })

  test('waits for the screen’s own condition as well, and asks for no code before it', async () => {
    const preload = vi.fn(() => Promise.resolve())
    const { result, rerender } = renderHook(({ after }) => useDeferred('data-shown', [{ preload }], after), {
      initialProps: { after: false },
    })
    answerArrived()
    await act(async () => reportShown())
    await paint()
    expect(preload).not.toHaveBeenCalled()
    expect(result.current).toBe(false)

    rerender({ after: true })
    await paint()
    expect(preload).toHaveBeenCalledOnce()
    expect(result.current).toBe(true)
  })
})
