import { useCallback, useInsertionEffect, useRef } from 'react'

/**
 * A stable function that always calls the latest `handler`: what React 19.2's `useEffectEvent`
 * does, on the React 18 that Gatsby 5 is built for (docs/decisions/017-react-18.md). Call it from
 * an effect, or from the listener or timer an effect set up; never while rendering.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler)
  // Before any layout effect or listener can run with the new render's values.
  useInsertionEffect(() => {
    latest.current = handler
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
