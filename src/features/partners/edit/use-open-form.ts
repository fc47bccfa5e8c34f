import { useRef, useState } from 'react'

import { useMayChange } from '@/lib/auth/role'

/**
 * Which form is open (its record, or {} to add one), and the focus back on the button that
 * opened it once it closes (WCAG 2.4.3): the Headless UI dialog, unmounted with its form, would
 * leave focus on the page's body. Only an editor opens a form: a viewer is shown no button that
 * would, and `open` refuses one all the same. A form open when the role is taken away stays, with
 * what was typed, to say why its save was refused.
 */
export function useOpenForm<T>() {
  const mayOpen = useMayChange()
  const [editing, setEditing] = useState<T>()
  const opener = useRef<HTMLElement | null>(null)
  return {
    editing,
    mayOpen,
    open: (value: T) => {
      if (!mayOpen) return
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
