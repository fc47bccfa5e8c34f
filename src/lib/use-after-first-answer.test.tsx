import { act, renderHook } from '@testing-library/react'
import { expect, test, vi } from 'vitest'

import { paintNextFrame as paint, reportShown, withFramesAndElementTiming } from '@/test/element-timing'

withFramesAndElementTiming()

// Fresh modules each time: "the first answer" happens once per page.
async function freshModules() {
  const { firstAnswerArrived } = await import('./first-data-shown')
  const { useAfterFirstAnswer, NO_ANSWER_WAIT_MS } = await import('./use-after-first-answer')
  return { firstAnswerArrived, useAfterFirstAnswer, NO_ANSWER_WAIT_MS }
}

test('is false until the first answer is on screen and the page is idle, then true', async () => {
  const { firstAnswerArrived, useAfterFirstAnswer } = await freshModules()
  const { result } = renderHook(() => useAfterFirstAnswer())
  expect(result.current).toBe(false)

  act(() => firstAnswerArrived())
  act(() => paint())
  expect(result.current).toBe(false)
  act(() => reportShown())
  act(() => paint())
  expect(result.current).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toBe(true)
})

test('is true after the next paint and idle moment when the first answer had shown before it rendered', async () => {
  const { firstAnswerArrived, useAfterFirstAnswer } = await freshModules()
  firstAnswerArrived()
  reportShown()
  const { result } = renderHook(() => useAfterFirstAnswer())
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toBe(false)
  act(() => paint())
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toBe(true)
})

test('on a page that asks nothing, turns true after the wait for an answer', async () => {
  const { useAfterFirstAnswer, NO_ANSWER_WAIT_MS } = await freshModules()
  const { result } = renderHook(() => useAfterFirstAnswer())
  act(() => vi.advanceTimersByTime(NO_ANSWER_WAIT_MS - 1))
  expect(result.current).toBe(false)
  act(() => vi.advanceTimersByTime(1))
  expect(result.current).toBe(true)
})
