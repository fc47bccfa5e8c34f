import { afterFirstDataShown } from './first-data-shown'
import { whenIdle } from './when-idle'

/**
 * What a page does once its first data-service answer is on screen (lib/first-data-shown.ts),
 * while it is idle: load what later requests need (axios, zod's English issue messages) and show
 * what the first data does not need (the header's avatar, a list's actions), kept off every
 * page's first load and out of its first data's way (issue 12 §2). The HTTP gateway says when
 * the answer came (firstAnswerArrived).
 */

/**
 * Runs `run` at the first idle moment after the page's first answer has been shown (after the
 * next paint, once it has been already). Returns what cancels it.
 */
export function afterFirstAnswer(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined
  const cancelShown = afterFirstDataShown(() => {
    cancelIdle = whenIdle(run)
  })
  return () => {
    cancelShown()
    cancelIdle?.()
  }
}

/** Loads `load` after the first answer. A load that fails is tried again by whatever needs it. */
export function loadAfterFirstAnswer(load: () => Promise<unknown>): void {
  afterFirstAnswer(() => void load().catch(() => undefined))
}
