import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The width an element is given, kept current as the page reflows (a phone turned, a window
 * resized), so a chart is drawn for the room it has instead of scaled: its text stays legible
 * at 360 px. `fallback` until measured (and where ResizeObserver is missing).
 */
export function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width)
      if (measured > 0) setWidth(measured)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
