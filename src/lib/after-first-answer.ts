import { afterFirstDataShown, firstAnswerArrived } from './first-data-shown'
import { whenIdle } from './when-idle'

/**
 * What a page does once its first data-service answer has been handed on and its data is on
 * screen (lib/first-data-shown.ts), while it is idle:
 * load what later requests need (axios, zod's English issue messages) and show what the first
 * data does not need (the header's avatar), kept off every page's first load and out of its
 * first data's way (issue 12 §2). The HTTP gateway says when.
 */
const waiting = new Set<() => void>()
let handedOn = false
/** The first answer's data is on screen, or there is none to show (first-data-shown.ts). */
let shown = false

/**
 * Runs `run` once the page is idle after its first answer has been shown (at the next idle
 * moment, if it has been already). Returns what cancels it.
 */
export function afterFirstAnswer(run: () => void): () => void {
  if (shown) return whenIdle(run)
  let cancelIdle: (() => void) | undefined
  const start = () => {
    cancelIdle = whenIdle(run)
  }
  waiting.add(start)
  return () => {
    waiting.delete(start)
    cancelIdle?.()
  }
}

/** Loads `load` after the first answer. A load that fails is tried again by whatever needs it. */
export function loadAfterFirstAnswer(load: () => Promise<unknown>): void {
  afterFirstAnswer(() => void load().catch(() => undefined))
}

/** The HTTP gateway's call, after each answer or failure: only the first one counts. */
export function firstAnswerHandedOn(): void {
  if (handedOn || typeof window === 'undefined') return
  handedOn = true
  firstAnswerArrived()
  afterFirstDataShown(() => {
    shown = true
    for (const start of [...waiting]) start()
    waiting.clear()
  })
}
