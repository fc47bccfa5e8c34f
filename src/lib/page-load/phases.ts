import { firstScriptStartedRequests } from './hand-off'
import { afterNextPaint, inTurn, whenBrowserIdle } from './moments'

/**
 * The order a page loads in, for everything that may wait (docs/decisions/016, 020). A page's
 * first data comes first; whatever else it does (more requests, later code, the avatar, the
 * offline worker) waits for one of these phases, which every page passes once, in this order:
 *
 * - `first-request`: a data-service request has left (the document's first script, or the app);
 * - `first-answer`: the HTTP gateway has handed on its first answer, data or error;
 * - `data-shown`: the browser reports the element named FIRST_DATA presented (Element Timing),
 *   not when React committed it: what starts in between competes with that frame on a busy phone
 *   and counts in the page's largest paint. An answer that shows nothing so named (an error, an
 *   empty list, a hidden tab) counts as shown NOT_SHOWN_WAIT_MS after it came; without Element
 *   Timing, once the next frame has been painted;
 * - `idle`: the browser's first idle moment once the data has been shown.
 *
 * A page that has asked the data service nothing WITHOUT_DATA_WAIT_MS after its load event (the
 * sign-in page, a partner's page without an id) has no first data: every phase counts as passed.
 *
 * Work waiting for `data-shown` runs just after the next paint, even once the phase has passed (a
 * partner opened from another page gets its sections once its summary has painted); work waiting
 * for `idle` runs in an idle moment after that paint, each in its own task.
 */
const PHASES = ['first-request', 'first-answer', 'data-shown', 'idle'] as const
export type Phase = (typeof PHASES)[number]

/** The `elementtiming` name of the element that shows a page's first data (a first row, a name). */
export const FIRST_DATA = 'first-data'

/** A first answer that shows nothing named FIRST_DATA (an error, an empty list): this long, then. */
export const NOT_SHOWN_WAIT_MS = 1_000

/** A page that has asked nothing this long after its load event never will. */
export const WITHOUT_DATA_WAIT_MS = 2_000

type Cancel = () => void
type Waiter = { phase: Phase; start: () => void }

/** The one mutable state of the page-load order: tests put it back with resetPageLoad. */
const store = {
  reached: new Set<Phase>(),
  waiting: new Set<Waiter>(),
  observer: undefined as PerformanceObserver | undefined,
}

export function resetPageLoad(): void {
  store.observer?.disconnect()
  store.observer = undefined
  store.reached.clear()
  store.waiting.clear()
}

const runNow = (run: () => void): Cancel => {
  run()
  return () => undefined
}

/** What a phase's work waits for once the phase has come (`idle` comes with `data-shown`). */
const MOMENT: Record<Phase, (run: () => void) => Cancel> = {
  'first-request': runNow,
  'first-answer': runNow,
  'data-shown': afterNextPaint,
  idle: inTurn(afterNextPaint, whenBrowserIdle),
}
const gateOf = (phase: Phase): Phase => (phase === 'idle' ? 'data-shown' : phase)

/** Whether the page has passed `phase`: what renders from now on need not wait for it. */
export function phasePassed(phase: Phase): boolean {
  return store.reached.has(phase)
}

function reach(phase: Phase) {
  if (store.reached.has(phase)) return
  for (const earlier of PHASES.slice(0, PHASES.indexOf(phase) + 1)) store.reached.add(earlier)
  if (phase === 'data-shown') MOMENT.idle(() => store.reached.add('idle'))
  for (const waiter of [...store.waiting])
    if (store.reached.has(gateOf(waiter.phase))) {
      store.waiting.delete(waiter)
      waiter.start()
    }
}

const elementTimingSupported = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('element')

function observeFirstData() {
  if (store.observer || store.reached.has('data-shown') || !elementTimingSupported()) return
  const observer = new PerformanceObserver((list) => {
    const named = list
      .getEntries()
      .some((entry) => (entry as { identifier?: string }).identifier === FIRST_DATA)
    if (!named) return
    observer.disconnect()
    reach('data-shown')
  })
  store.observer = observer
  observer.observe({ type: 'element', buffered: true })
}

/**
 * Runs `run` once the page has passed `phase`, at that phase's moment (see above). Returns what
 * cancels it, at any step.
 */
export function whenPhase(phase: Phase, run: () => void): Cancel {
  let cancelMoment: Cancel | undefined
  let live = true
  const start = () => {
    if (live) cancelMoment = MOMENT[phase](run)
  }
  if (store.reached.has(gateOf(phase))) {
    start()
    return () => {
      live = false
      cancelMoment?.()
    }
  }
  if (gateOf(phase) === 'data-shown') observeFirstData()
  const waiter = { phase, start }
  store.waiting.add(waiter)
  return () => {
    live = false
    store.waiting.delete(waiter)
    cancelMoment?.()
  }
}

/** The HTTP gateway, as a request leaves. */
export function requestLeft(): void {
  reach('first-request')
}

/** The HTTP gateway, once it has handed on an answer (or an error): the first one starts the clock. */
export function answerArrived(): void {
  if (store.reached.has('first-answer') || typeof window === 'undefined') return
  reach('first-answer')
  if (!elementTimingSupported()) {
    afterNextPaint(() => reach('data-shown'))
    return
  }
  observeFirstData()
  window.setTimeout(() => reach('data-shown'), NOT_SHOWN_WAIT_MS)
}

/**
 * At client entry: a request the document's first script sent counts as the first one, and a
 * page that asks nothing is known as such WITHOUT_DATA_WAIT_MS after its load event.
 */
export function startPageLoad(): void {
  if (firstScriptStartedRequests()) reach('first-request')
  const afterLoad = () =>
    window.setTimeout(() => {
      if (!store.reached.has('first-request')) reach('data-shown')
    }, WITHOUT_DATA_WAIT_MS)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
