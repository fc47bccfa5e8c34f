import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react'

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

type DeferredProps = {
  /** The phase the children wait for. */
  until: Phase
  /** The lazyNamed components among the children: their code loads before they render. */
  load?: readonly Preloadable[]
  /** A condition of the screen's own besides the phase (its rows are in). */
  after?: boolean
  /** What shows meanwhile, in the children's place. */
  fallback?: ReactNode
  children: ReactNode
}

/** Renders `children` once `useDeferred(until, load, after)` says so, `fallback` until then. */
export function Deferred({ until, load, after, fallback = null, children }: DeferredProps) {
  const ready = useDeferred(until, load, after)
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
