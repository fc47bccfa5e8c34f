import { act, renderHook } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'

import {
  FakePerformanceObserver,
  paintNextFrame as paint,
  reportShown,
  withFramesAndElementTiming,
} from '@/test/element-timing'

import { forgetFirstScriptHandOff, firstScriptHandOff } from './hand-off'
import {
  answerArrived,
  FIRST_DATA,
  NOT_SHOWN_WAIT_MS,
  phasePassed,
  requestLeft,
  startPageLoad,
  whenPhase,
  STALLED_DATA_WAIT_MS,
  WITHOUT_DATA_WAIT_MS,
} from './phases'
import { usePhase } from './use-phase'

withFramesAndElementTiming()

/** The browser's longest wait before an idle callback runs anyway (moments.ts). */
const idle = () => vi.advanceTimersByTime(2_000)

describe('the first answer', () => {
  test('what waits for it runs once the HTTP gateway hands it on, once', () => {
    const run = vi.fn()
    whenPhase('first-answer', run)
    requestLeft()
    expect(run).not.toHaveBeenCalled()

    answerArrived()
    answerArrived()
    expect(run).toHaveBeenCalledTimes(1)
    expect(phasePassed('first-request')).toBe(true)
  })
})

describe('the data shown, with Element Timing', () => {
  test('is when the browser reports the first data on screen, not when frames are painted before', () => {
    const run = vi.fn()
    whenPhase('data-shown', run)
    answerArrived()

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

  test('once it has been, what waits for it waits for the next paint only', () => {
    whenPhase('data-shown', () => undefined)
    reportShown()

    const run = vi.fn()
    whenPhase('data-shown', run)
    expect(run).not.toHaveBeenCalled()
    paint()
    expect(run).toHaveBeenCalledTimes(1)
  })

  test('comes a second after the first answer when nothing shows it (an error, an empty list)', () => {
    const run = vi.fn()
    whenPhase('data-shown', run)

    vi.advanceTimersByTime(NOT_SHOWN_WAIT_MS * 2)
    expect(run).not.toHaveBeenCalled()
    answerArrived()
    vi.advanceTimersByTime(NOT_SHOWN_WAIT_MS - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    paint()
    expect(run).toHaveBeenCalledTimes(1)
  })

  test('what is cancelled never runs, before or after the data shows', () => {
    const before = vi.fn()
    const after = vi.fn()
    whenPhase('data-shown', before)()
    const cancelAfter = whenPhase('data-shown', after)
    reportShown()
    cancelAfter()

    paint()
    expect(before).not.toHaveBeenCalled()
    expect(after).not.toHaveBeenCalled()
  })

  test('in a tab that paints no frames, what waits for it runs all the same, a moment later', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const run = vi.fn()
    whenPhase('data-shown', run)
    answerArrived()

    vi.advanceTimersByTime(NOT_SHOWN_WAIT_MS + 499)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('the data shown, without Element Timing', () => {
  test.each([
    ['a browser that reports no elements', () => vi.stubGlobal('PerformanceObserver', class {})],
    ['a browser without PerformanceObserver', () => vi.stubGlobal('PerformanceObserver', undefined)],
  ])('%s goes on once the frame after the first answer has been painted', (_browser, arrange) => {
    arrange()
    const run = vi.fn()
    whenPhase('data-shown', run)
    paint()
    expect(run).not.toHaveBeenCalled()

    answerArrived()
    paint()
    paint()
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('idle', () => {
  test('is the first idle moment after the data has been shown and painted', () => {
    const run = vi.fn()
    whenPhase('idle', run)
    answerArrived()
    vi.advanceTimersByTime(NOT_SHOWN_WAIT_MS - 1)
    expect(run).not.toHaveBeenCalled()

    reportShown()
    paint()
    expect(run).not.toHaveBeenCalled()
    idle()
    expect(run).toHaveBeenCalledTimes(1)
    expect(phasePassed('idle')).toBe(true)
  })

  test('what is cancelled while waiting for the idle moment never runs', () => {
    const run = vi.fn()
    const cancel = whenPhase('idle', run)
    reportShown()
    paint()
    cancel()
    idle()
    expect(run).not.toHaveBeenCalled()
  })
})

describe('a page without data', () => {
  test('passes every phase a while after its load event, when it has asked nothing', () => {
    const run = vi.fn()
    whenPhase('idle', run)
    startPageLoad()

    vi.advanceTimersByTime(WITHOUT_DATA_WAIT_MS - 1)
    expect(phasePassed('data-shown')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(phasePassed('data-shown')).toBe(true)
    paint()
    idle()
    expect(run).toHaveBeenCalledTimes(1)
  })

  test('a page still loading waits for its load event first', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    startPageLoad()

    vi.advanceTimersByTime(WITHOUT_DATA_WAIT_MS * 2)
    expect(phasePassed('data-shown')).toBe(false)
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(WITHOUT_DATA_WAIT_MS)
    expect(phasePassed('data-shown')).toBe(true)
  })

  test('a page whose first request has left waits for its data, until the service looks stalled', () => {
    startPageLoad()
    requestLeft()
    vi.advanceTimersByTime(STALLED_DATA_WAIT_MS - 1)
    expect(phasePassed('first-answer')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(phasePassed('data-shown')).toBe(true)
  })

  test('a request the document’s first script sent is the page’s first request', () => {
    firstScriptHandOff()?.requests.set('GET /store/api/business-partners', {
      authorization: Promise.resolve(null),
      response: new Promise(() => undefined),
      startedAt: Date.now(),
    })
    startPageLoad()
    forgetFirstScriptHandOff()
    expect(phasePassed('first-request')).toBe(true)
    vi.advanceTimersByTime(STALLED_DATA_WAIT_MS - 1)
    expect(phasePassed('first-answer')).toBe(false)
  })
})

describe('usePhase', () => {
  test('is false until the phase has passed, and true at once for what renders after', () => {
    const first = renderHook(() => usePhase('data-shown'))
    expect(first.result.current).toBe(false)

    act(() => reportShown())
    expect(first.result.current).toBe(false)
    act(() => paint())
    expect(first.result.current).toBe(true)

    expect(renderHook(() => usePhase('data-shown')).result.current).toBe(true)
  })
})
