import { startTransition, useEffect, useState } from 'react'

/**
 * False on the first render, true once that render has been painted: what can wait (the other
 * sections, the map, the time-zone lookup) then renders in a transition, which React splits into
 * short slices, so the summary shows first and no task runs long (issue "Speed" §2).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let task = 0
    const reveal = () => startTransition(() => setPainted(true))
    // A frame callback runs just before the paint; a task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(reveal, 0)
    })
    // A hidden tab paints no frames: reveal anyway, so the page is whole when it is shown.
    const fallback = window.setTimeout(reveal, 500)
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(task)
      window.clearTimeout(fallback)
    }
  }, [])
  return painted
}
