import { useEffect, useRef, useState } from 'react'

import type { PreviewOptions } from '../run/changes/preview'

/**
 * A look at every partner before a bulk change starts (which have an overlapping closure, how
 * many closures match): how many it has looked at, for the dialog's progress bar, and stopping
 * it, by the dialog's Stop or by the dialog closing. `run` resolves undefined once stopped.
 */
export function usePreCheck() {
  const [checked, setChecked] = useState<number>()
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const run = async <T>(task: (options: PreviewOptions) => Promise<T>): Promise<T | undefined> => {
    const own = new AbortController()
    controller.current = own
    setChecked(0)
    try {
      const result = await task({ signal: own.signal, onProgress: (done) => setChecked(done) })
      return own.signal.aborted ? undefined : result
    } catch (error) {
      if (own.signal.aborted) return undefined
      throw error
    } finally {
      if (controller.current === own) controller.current = null
      setChecked(undefined)
    }
  }

  return { checked, run, stop: () => controller.current?.abort() }
}
