import { startTransition, useEffect, useState } from 'react'

import { afterNextPaint } from '@/lib/after-next-paint'

/**
 * False on the first render, true once that render has been painted: what can wait (the other
 * sections, the map, the time-zone lookup) then renders in a transition, which React splits into
 * short slices, so the summary shows first and no task runs long (issue "Speed" §2).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), [])
  return painted
}
