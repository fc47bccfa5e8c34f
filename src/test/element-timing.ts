import { act } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

import { FIRST_DATA, NOT_SHOWN_WAIT_MS, resetPageLoad } from '@/lib/page-load/phases'

/**
 * A PerformanceObserver that reports the Element Timing entries a test names (happy-dom's reports
 * none): `stubElementTiming()` installs it, `reportShown()` has the browser report an element
 * with `elementtiming` (the first data, unless named otherwise) as presented.
 */
export class FakePerformanceObserver {
  static supportedEntryTypes: readonly string[] = ['element', 'paint']
  static readonly watching = new Set<FakePerformanceObserver>()

  constructor(private readonly callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {}

  observe({ type }: { type: string }) {
    if (type === 'element') FakePerformanceObserver.watching.add(this)
  }

  disconnect() {
    FakePerformanceObserver.watching.delete(this)
  }

  takeRecords() {
    return []
  }
}

export function stubElementTiming() {
  FakePerformanceObserver.watching.clear()
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
}

export function reportShown(...identifiers: string[]) {
  const entries = (identifiers.length ? identifiers : [FIRST_DATA]).map(
    (identifier) => ({ entryType: 'element', identifier }) as unknown as PerformanceEntry,
  )
  for (const observer of [...FakePerformanceObserver.watching])
    observer['callback']({ getEntries: () => entries })
}

/** The next frame, and the task it queued (lib/page-load/moments.ts), under fake timers. */
export function paintNextFrame() {
  vi.advanceTimersToNextFrame()
  vi.advanceTimersByTime(1)
}

/**
 * For the tests of what waits for a phase of the page's load (lib/page-load): every test gets a
 * controlled clock (timeouts, frames: paintNextFrame, idle callbacks), Element Timing
 * (reportShown) and a page that has passed no phase yet.
 */
export function withFramesAndElementTiming() {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    })
    stubElementTiming()
    resetPageLoad()
  })
  afterEach(() => {
    resetPageLoad()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * For a screen's first load over the mock data service: frames and idle callbacks on a controlled
 * clock, timeouts on the real one (the service's answers, React Query). `paintAndIdle` then
 * paints frames and passes an idle moment, and the tasks they queued have run when it resolves:
 * what did not start then waits for something else, without a test sleeping to find out.
 * The page's own timeouts of NOT_SHOWN_WAIT_MS or more never run: they are the fallbacks for
 * data the browser never reports shown, which the test reports itself (reportShown), and a busy
 * machine could reach them before it does.
 */
let heldTimeouts: { mockRestore: () => void } | undefined

export function withControlledFrames() {
  beforeAll(() => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'],
    })
    const realSetTimeout = window.setTimeout.bind(window)
    heldTimeouts = vi
      .spyOn(window, 'setTimeout')
      .mockImplementation(((run: () => void, delay?: number, ...args: unknown[]) =>
        (delay ?? 0) >= NOT_SHOWN_WAIT_MS
          ? 0
          : realSetTimeout(run, delay, ...args)) as typeof window.setTimeout)
  })
  afterAll(() => {
    heldTimeouts?.mockRestore()
    vi.useRealTimers()
  })
}

export async function paintAndIdle(frames = 3) {
  await act(async () => {
    for (let frame = 0; frame < frames; frame += 1) {
      vi.advanceTimersToNextFrame()
      await nextTask()
    }
    vi.runOnlyPendingTimers()
    await nextTask()
  })
}
