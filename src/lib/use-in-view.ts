import { startTransition, useEffect, useState, type RefCallback } from 'react'

/**
 * `[ref, inView]`: inView turns true once the element given to `ref` comes within `margin` of
 * the viewport, and stays true. What renders then renders in a transition, which React slices
 * into short tasks. Where the browser has no IntersectionObserver, it is true at once.
 */
export function useInView<T extends Element>(margin = '100px'): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null)
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (inView || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setInView(true))
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, inView, margin])
  return [setElement, inView]
}
