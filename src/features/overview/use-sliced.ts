import { startTransition, useEffect, useState } from 'react'

/**
 * The result of a counting pass (model/network-figures, run in slices) over what a query read:
 * undefined until the first pass ends; while a later pass runs (new data after Refresh) the
 * last result stays on screen. A pass left behind (its data replaced, or the page left) is
 * stopped between slices. `run` must change only when its data does (useCallback).
 */
export function useSliced<T>(run: ((signal: AbortSignal) => Promise<T>) | undefined): T | undefined {
  const [result, setResult] = useState<T>()
  useEffect(() => {
    if (!run) return
    const controller = new AbortController()
    run(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) startTransition(() => setResult(value))
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('The overview could not count:', error)
      },
    )
    return () => controller.abort()
  }, [run])
  return result
}
