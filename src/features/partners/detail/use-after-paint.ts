import { startTransition, useEffect, useState } from 'react'

import { loadAfter, type Preloadable } from '@/components/lazy-named'
import { afterFirstDataShown } from '@/lib/first-data-shown'

/**
 * False on the first render, true once that render has been painted (on a page's first load,
 * once the browser has presented its first data: lib/first-data-shown.ts) and the given lazy
 * components' chunks have loaded: what can wait (the other sections, the map, the time-zone
 * lookup) then renders in a transition, which React splits into short slices, so the summary
 * shows first and no task runs long (issue "Speed" §2). Loading the chunks first means they render
 * without suspending: a fallback committed first would hold their content back up to 300 ms
 * (React's reveal throttle), which is what a partner's largest paint waited for.
 * A chunk that fails to load lets it turn true all the same (loadAfter).
 */
export function useAfterPaint(...chunks: Preloadable[]): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(
    () => loadAfter(afterFirstDataShown, chunks, () => startTransition(() => setPainted(true))),
    // The chunks are module constants: loading them is asked once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  return painted
}
