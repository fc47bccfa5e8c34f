import { useEffect, useState } from 'react'

import { afterNextPaint } from './after-next-paint'

/**
 * The `elementtiming` name of the element that shows a page's first data (a list's first row, a
 * partner's name): the browser reports when it has been presented on screen (Element Timing).
 */
export const FIRST_DATA = 'first-data'

/** A first answer that shows nothing named FIRST_DATA (an error, an empty list): this long, then. */
export const NOT_SHOWN_WAIT_MS = 1_000

let shown = false
let answered = false
const waiting = new Set<() => void>()
let observing = false

function markShown() {
  if (shown) return
  shown = true
  for (const run of [...waiting]) run()
  waiting.clear()
}

const elementTimingSupported = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('element')

function observe() {
  if (observing || !elementTimingSupported()) return
  observing = true
  const observer = new PerformanceObserver((list) => {
    const named = list
      .getEntries()
      .some((entry) => (entry as { identifier?: string }).identifier === FIRST_DATA)
    if (!named) return
    observer.disconnect()
    markShown()
  })
  observer.observe({ type: 'element', buffered: true })
}

/**
 * The HTTP gateway's call once the page's first answer has been handed on: if nothing named
 * FIRST_DATA is reported within NOT_SHOWN_WAIT_MS, the page goes on as if it had been. Without
 * Element Timing, the first data counts as shown once the next frame has been painted.
 */
export function firstAnswerArrived(): void {
  if (answered || shown || typeof window === 'undefined') return
  answered = true
  if (!elementTimingSupported()) {
    afterNextPaint(markShown)
    return
  }
  observe()
  window.setTimeout(markShown, NOT_SHOWN_WAIT_MS)
}

/**
 * Runs `run` once the page's first data is on screen: when the browser reports the element named
 * FIRST_DATA presented, not when React committed it. What starts in between (a chunk, another
 * request) competes with that frame on a busy phone, and counts in the page's largest paint
 * (issue 12). Once it has been, `run` waits for the next paint only. Returns what cancels it.
 */
export function afterFirstDataShown(run: () => void): () => void {
  if (shown) return afterNextPaint(run)
  observe()
  let cancelPaint: (() => void) | undefined
  const start = () => {
    cancelPaint = afterNextPaint(run)
  }
  waiting.add(start)
  return () => {
    waiting.delete(start)
    cancelPaint?.()
  }
}

/** False until the page's first data is on screen (afterFirstDataShown), then true. */
export function useFirstDataShown(): boolean {
  const [now, setNow] = useState(shown)
  useEffect(() => {
    if (now) return
    return afterFirstDataShown(() => setNow(true))
  }, [now])
  return now
}
