import { whenIdle } from './when-idle'

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
  if (handedOn) whenIdleLoad(load)
  else waiting.push(load)
}

/** The HTTP gateway's call, after each answer or failure: only the first one counts. */
export function firstAnswerHandedOn(): void {
  if (handedOn || typeof window === 'undefined') return
  handedOn = true
  for (const load of waiting.splice(0)) whenIdleLoad(load)
}

// After the first data has been drawn (the page is idle again), or 2 s later at the latest. A
// load that fails is tried again by whatever needs it.
function whenIdleLoad(load: Load): void {
  whenIdle(() => void load().catch(() => undefined))
}
