import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  vi.resetModules()
})

// A fresh module each time: "the first answer" happens once per page.
const freshModule = async () => ({
  ...(await import('./after-first-answer')),
  ...(await import('./first-data-shown')),
})

test('what waits for the first answer loads once it is handed on and the page is idle, once', async () => {
  vi.useFakeTimers()
  const { loadAfterFirstAnswer, firstAnswerArrived } = await freshModule()
  const load = vi.fn(() => Promise.resolve())
  loadAfterFirstAnswer(load)
  vi.runAllTimers()
  expect(load).not.toHaveBeenCalled()

  firstAnswerArrived()
  firstAnswerArrived()
  expect(load).not.toHaveBeenCalled()
  vi.runAllTimers()
  expect(load).toHaveBeenCalledTimes(1)
})

test('what asks after the first answer loads at the next idle moment', async () => {
  vi.useFakeTimers()
  const { loadAfterFirstAnswer, firstAnswerArrived } = await freshModule()
  firstAnswerArrived()
  const load = vi.fn(() => Promise.resolve())
  loadAfterFirstAnswer(load)
  vi.runAllTimers()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a load that fails is not an unhandled error', async () => {
  vi.useFakeTimers()
  const { loadAfterFirstAnswer, firstAnswerArrived } = await freshModule()
  const load = vi.fn(() => Promise.reject(new Error('offline')))
  loadAfterFirstAnswer(load)
  firstAnswerArrived()
  vi.runAllTimers()
  await Promise.resolve()
  expect(load).toHaveBeenCalledTimes(1)
})

test.each([
  ['before the first answer', true],
  ['after the first answer, while waiting for an idle moment', false],
])('what is cancelled %s never runs', async (_when, cancelFirst) => {
  vi.useFakeTimers()
  const { afterFirstAnswer, firstAnswerArrived } = await freshModule()
  const run = vi.fn()
  const cancel = afterFirstAnswer(run)
  if (cancelFirst) cancel()
  firstAnswerArrived()
  if (!cancelFirst) cancel()
  vi.runAllTimers()
  expect(run).not.toHaveBeenCalled()
})
