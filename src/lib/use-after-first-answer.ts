import { useEffect, useState } from 'react'

import { afterFirstAnswer } from './after-first-answer'

/** A page that asks the data service nothing has no first answer: this long, then. */
export const NO_ANSWER_WAIT_MS = 3_000

/**
 * False until the page is idle after its first data-service answer (after-first-answer.ts), or
 * NO_ANSWER_WAIT_MS after it rendered: for what may show after the first data, not before it.
 */
export function useAfterFirstAnswer(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (after) return
    const show = () => setAfter(true)
    const cancel = afterFirstAnswer(show)
    const fallback = window.setTimeout(show, NO_ANSWER_WAIT_MS)
    return () => {
      cancel()
      window.clearTimeout(fallback)
    }
  }, [after])
  return after
}
