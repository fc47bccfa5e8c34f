import { startTransition, useEffect, useState } from 'react'

import { afterFirstDataShown } from '@/lib/first-data-shown'

/**
 * False on the first render, true once that render has been painted (on a page's first load,
 * once the browser has presented its first data: lib/first-data-shown.ts): what can wait (the
 * other sections, the map, the time-zone lookup) then renders in a transition, which React splits into
 * short slices, so the summary shows first and no task runs long (issue "Speed" §2).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterFirstDataShown(() => startTransition(() => setPainted(true))), [])
  return painted
}
