import { act, renderHook } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'

import { paintNextFrame, reportShown, withFramesAndElementTiming } from '@/test/element-timing'

// Fresh modules each time: a page's first data shows once (lib/first-data-shown.ts).
async function freshModules() {
  const { firstAnswerArrived, NOT_SHOWN_WAIT_MS } = await import('@/lib/first-data-shown')
  const { useAfterPaint } = await import('./use-after-paint')
  return { firstAnswerArrived, NOT_SHOWN_WAIT_MS, useAfterPaint }
}

const paint = () => act(async () => paintNextFrame())

describe('useAfterPaint', () => {
  withFramesAndElementTiming()

  test('on a first load, is false until the partner is on screen, then true after the next paint', async () => {
    const { firstAnswerArrived, useAfterPaint } = await freshModules()
    const { result } = renderHook(() => useAfterPaint())
    firstAnswerArrived()
    await paint()
    await paint()
    expect(result.current).toBe(false)

    await act(async () => reportShown())
    expect(result.current).toBe(false)
    await paint()
    expect(result.current).toBe(true)
  })

  test('on a page opened from another, is true once the next frame has been painted', async () => {
    const { useAfterPaint } = await freshModules()
    renderHook(() => useAfterPaint())
    await act(async () => reportShown())
    await paint()

    const { result } = renderHook(() => useAfterPaint())
    expect(result.current).toBe(false)
    await paint()
    expect(result.current).toBe(true)
  })

  test('turns true in a tab that paints no frames, after the waits for a report and a frame', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const { firstAnswerArrived, NOT_SHOWN_WAIT_MS, useAfterPaint } = await freshModules()
    const { result } = renderHook(() => useAfterPaint())
    firstAnswerArrived()

    await act(async () => {
      vi.advanceTimersByTime(NOT_SHOWN_WAIT_MS + 499)
    })
    expect(result.current).toBe(false)
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current).toBe(true)
  })

  test('waits for the chunks it is given to load, and a chunk that fails to load does not hold it', async () => {
    const { useAfterPaint } = await freshModules()
    let loadSections = () => {}
    const sections = { preload: () => new Promise<void>((resolve) => (loadSections = resolve)) }
    const failing = { preload: () => Promise.reject(new Error('offline')) }
    const { result } = renderHook(() => useAfterPaint(sections, failing))
    await act(async () => reportShown())
    await paint()
    expect(result.current).toBe(false)

    await act(async () => loadSections())
    expect(result.current).toBe(true)
  })
})
