import { firstScriptHandOff } from './hand-off'
import { afterNextPaint, whenBrowserIdle } from './moments'

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
 * One whose data has not shown STALLED_DATA_WAIT_MS after it (a stalled service) goes on as if
 * it had: what waits is held back for the data's sake, not made to wait on a service that hangs.
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

/**
 * A page whose data has not shown this long after its load event (a stalled or failing service)
 * stops holding the rest back: the avatar, with its sign-out, must not wait on a slow service.
 */
export const STALLED_DATA_WAIT_MS = 3_000

type Cancel = () => void
const nothing: Cancel = () => undefined

const rank = (phase: Phase) => PHASES.indexOf(phase)
const DATA_SHOWN = rank('data-shown')
const IDLE = rank('idle')

/**
 * The one mutable state of the page-load order (tests put it back with resetPageLoad): how many
 * phases the page has passed, in order, and what waits for one.
 */
const store = {
  passed: 0,
  waiting: new Set<{ gate: number; start: () => void }>(),
  observer: undefined as PerformanceObserver | undefined,
}

export function resetPageLoad(): void {
  store.observer?.disconnect()
  store.observer = undefined
  store.passed = 0
  store.waiting.clear()
}

/**
 * The moment a phase's work runs once the phase has come: at once, just after the next paint
 * (`data-shown`), or in an idle moment after that (`idle`, which comes with `data-shown`).
 */
function atMoment(phase: number, run: () => void): Cancel {
  if (phase < DATA_SHOWN) {
    run()
    return nothing
  }
  if (phase === DATA_SHOWN) return afterNextPaint(run)
  let cancelIdle = nothing
  const cancelPaint = afterNextPaint(() => (cancelIdle = whenBrowserIdle(run)))
  return () => {
    cancelPaint()
    cancelIdle()
  }
}
const gateOf = (phase: number) => Math.min(phase, DATA_SHOWN)

/** Whether the page has passed `phase`: what renders from now on need not wait for it. */
export function phasePassed(phase: Phase): boolean {
  return rank(phase) < store.passed
}

function pass(phase: number) {
  if (phase < store.passed) return
  store.passed = phase + 1
  if (phase === DATA_SHOWN) atMoment(IDLE, () => pass(IDLE))
  for (const waiter of [...store.waiting])
    if (waiter.gate < store.passed) {
      store.waiting.delete(waiter)
      waiter.start()
    }
}

const elementTimingSupported = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('element')

function observeFirstData() {
  if (store.observer || store.passed > DATA_SHOWN || !elementTimingSupported()) return
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as { identifier?: string }).identifier === FIRST_DATA))
      return
    observer.disconnect()
    pass(DATA_SHOWN)
  })
  observer.observe({ type: 'element', buffered: true })
  store.observer = observer
}

/**
 * Runs `run` once the page has passed `phase`, at that phase's moment (see above). Returns what
 * cancels it, at any step.
 */
export function whenPhase(phase: Phase, run: () => void): Cancel {
  const at = rank(phase)
  let cancelMoment = nothing
  let live = true
  const start = () => {
    if (live) cancelMoment = atMoment(at, run)
  }
  const waiter = { gate: gateOf(at), start }
  if (waiter.gate < store.passed) start()
  else {
    if (waiter.gate === DATA_SHOWN) observeFirstData()
    store.waiting.add(waiter)
  }
  return () => {
    live = false
    store.waiting.delete(waiter)
    cancelMoment()
  }
}

/** The HTTP gateway, as a request leaves. */
export function requestLeft(): void {
  pass(0)
}

/** The HTTP gateway, once it has handed on an answer (or an error): the first one starts the clock. */
export function answerArrived(): void {
  if (store.passed > 1 || typeof window === 'undefined') return
  pass(1)
  if (!elementTimingSupported()) {
    afterNextPaint(() => pass(DATA_SHOWN))
    return
  }
  observeFirstData()
  window.setTimeout(() => pass(DATA_SHOWN), NOT_SHOWN_WAIT_MS)
}

/**
 * At client entry: a request the document's first script sent counts as the first one; a page
 * that asks nothing is known as such WITHOUT_DATA_WAIT_MS after its load event, and a page whose
 * data is stalled goes on STALLED_DATA_WAIT_MS after it.
 */
export function startPageLoad(): void {
  if (firstScriptHandOff()?.requests.size) pass(0)
  const afterLoad = () => {
    window.setTimeout(() => {
      if (!store.passed) pass(DATA_SHOWN)
    }, WITHOUT_DATA_WAIT_MS)
    window.setTimeout(() => pass(DATA_SHOWN), STALLED_DATA_WAIT_MS)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
