import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
} from 'react'

/** A dialog on top of the page (a confirmation asked from the panel) is above the panel, not outside it. */
const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null

/** How close to the window's edges a panel may come. */
const EDGE = 12

/**
 * Moves an open panel sideways into the window when its place under the button would cut it off
 * (at 360 px the buttons wrap to the left edge, and a panel aligned to their right end runs off).
 * A few lines here rather than @floating-ui/react-dom: with it, the webpack runtime that every
 * page loads first grew (19 B gzip), though the panels themselves load later.
 */
function useKeepInWindow(panelRef: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const place = () => {
      panel.style.translate = ''
      const { left, right } = panel.getBoundingClientRect()
      const width = document.documentElement.clientWidth
      const by = left < EDGE ? EDGE - left : right > width - EDGE ? width - EDGE - right : 0
      panel.style.translate = by ? `${by}px` : ''
    }
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [panelRef, open])
}

/**
 * A button that shows and hides a panel beside it (WAI-ARIA APG disclosure): the header's account
 * card and a list's Views and Columns menus. Not a role=menu: the panels hold links, forms and
 * checkboxes, which a menu could not.
 *
 * The button is a real button, so Enter and Space toggle it, and says whether the panel is open
 * (aria-expanded). Focus stays on the button; the panel follows it in the tab order, so Tab goes
 * in and on out, and the panel closes once focus has left both. Escape closes it and gives focus
 * back to the button; a press outside closes it and leaves focus where the press put it.
 *
 * Hand-written rather than Headless UI's Popover, whose positioning engine costs ~35 kB gzip
 * wherever the account card loads; the panels sit under their button with CSS, moved into the
 * window when they would not fit.
 *
 * Spread `rootProps` on an element holding both, `buttonProps` on the button and `panelProps` on
 * the panel, rendered only while `open`.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  useKeepInWindow(panelRef, open)

  const close = useCallback(({ refocus = false }: { refocus?: boolean } = {}) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node) && !inDialog(event.target)) close()
    }
    // Escape that a part of the panel used (closing a listbox inside it) or a dialog above it
    // used is not the panel's.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !inDialog(event.target))
        close({ refocus: true })
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open, close])

  // Focus going nowhere (a clicked button inside the panel that unmounts, a press on its padding)
  // has not left.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (next && !event.currentTarget.contains(next) && !inDialog(next)) close()
  }

  return {
    open,
    close,
    rootProps: { ref: rootRef, onBlur: closeWhenFocusLeaves },
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': open ? panelId : undefined,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    },
    panelProps: { id: panelId, ref: panelRef },
  }
}
