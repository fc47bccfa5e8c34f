import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { useAfterPaint } from './use-after-paint'

describe('useAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('is false on the first render and true once the next frame has been painted', async () => {
    const { result } = renderHook(() => useAfterPaint())
    expect(result.current).toBe(false)

    await act(async () => {
      vi.advanceTimersToNextFrame()
    })
    expect(result.current).toBe(false)
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current).toBe(true)
  })

  test('turns true in a tab that paints no frames, after a short wait', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const { result } = renderHook(() => useAfterPaint())

    await act(async () => {
      vi.advanceTimersByTime(499)
    })
    expect(result.current).toBe(false)
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current).toBe(true)
  })
})
