import { startTransition, useEffect, useState } from 'react'

import type { Preloadable } from '@/components/lazy-named'

import { whenPhase, type Phase } from './phases'

/**
 * Whether what waits for `until` may render: false on the first render; true once the page has
 * passed `until` (phases.ts), `after` is true, and the code of `load` (lazyNamed components) has
 * loaded or failed to (a component whose code failed says so where it renders, with Try again).
 *
 * Loading the code before rendering: a lazy part that suspends commits its fallback first, and
 * React reveals content that replaces a fallback at most every 300 ms (its FALLBACK_THROTTLE_MS),
 * which is what a partner's largest paint waited for (docs/decisions/016). Rendering in a
 * transition: React renders it in short slices, so what is on screen stays responsive and no
 * task runs long.
 */
export function useDeferred(until: Phase, load: readonly Preloadable[] = [], after = true): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready || !after) return
    let live = true
    const cancel = whenPhase(until, () => {
      void Promise.allSettled(load.map((part) => part.preload())).then(() => {
        if (live) startTransition(() => setReady(true))
      })
    })
    return () => {
      live = false
      cancel()
    }
    // The parts are module constants: loading them is asked once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, after, until])
  return ready
}
