/**
 * What a page loads once its first data-service answer has been handed on, while it is idle:
 * what later requests need (axios, zod's English issue messages), kept off every page's first
 * load and out of its first data's way (issue 12 §2). The HTTP gateway says when.
 */
type Load = () => Promise<unknown>

const waiting: Load[] = []
let handedOn = false

/** Loads `load` after the first answer (at once, when idle, if it has been handed on already). */
export function loadAfterFirstAnswer(load: Load): void {
  if (handedOn) whenIdle(load)
  else waiting.push(load)
}

/** The HTTP gateway's call, after each answer or failure: only the first one counts. */
export function firstAnswerHandedOn(): void {
  if (handedOn || typeof window === 'undefined') return
  handedOn = true
  for (const load of waiting.splice(0)) whenIdle(load)
}

// After the first data has been drawn (the page is idle again), or 2 s later at the latest. A
// load that fails is tried again by whatever needs it.
function whenIdle(load: Load): void {
  const run = () => void load().catch(() => undefined)
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 })
  else setTimeout(run, 0)
}
