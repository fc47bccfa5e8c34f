import { useRef, useState } from 'react'

/**
 * Which form is open (its record, or {} to add one), and the focus back on the button that
 * opened it once it closes (WCAG 2.4.3): the Headless UI dialog, unmounted with its form, would
 * leave focus on the page's body.
 */
export function useOpenForm<T>() {
  const [editing, setEditing] = useState<T>()
  const opener = useRef<HTMLElement | null>(null)
  return {
    editing,
    open: (value: T) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setEditing(value)
    },
    close: () => {
      const element = opener.current
      opener.current = null
      setEditing(undefined)
      requestAnimationFrame(() => {
        if (element?.isConnected) element.focus()
      })
    },
  }
}
