import { useState, type KeyboardEvent } from 'react'

import { PAGE_STEP } from './constants'
import { typeaheadTarget } from './typeahead'
import { useTypeahead } from './use-typeahead'

type UseListboxOptions = {
  /** Every row's label, in order: type-ahead searches them. */
  labels: readonly string[]
  /** The row the menu opens on (the first chosen one); -1 opens on the first row. */
  selectedIndex: number
  /** Choosing toggles a row and keeps the menu open, instead of choosing and closing. */
  multiple: boolean
  disabled: boolean
  /** The page's language, so type-ahead compares letters the way its readers do. */
  locale: string
  onChoose: (index: number) => void
  /** Delete/Backspace on the closed trigger; left out when there is nothing to clear. */
  onClear?: () => void
}

/** The active row, and whether the menu should scroll to it (not when the pointer chose it). */
type Active = { index: number; scroll: boolean }

function isPrintable(event: KeyboardEvent) {
  return [...event.key].length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
}

/**
 * State and keyboard of a WAI-ARIA APG select-only combobox. Focus never leaves the trigger: the
 * active row is an index announced through aria-activedescendant, which lets the menu render only
 * the rows in view. The value changes only by Enter, Space or a click; Escape, Tab, Alt+ArrowUp and
 * a click outside close without changing it, because every change of a filter fetches data.
 */
export function useListbox({
  labels,
  selectedIndex,
  multiple,
  disabled,
  locale,
  onChoose,
  onClear,
}: UseListboxOptions) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState<Active>({ index: -1, scroll: false })
  const { type, isTyping } = useTypeahead()
  const last = labels.length - 1
  const home = selectedIndex >= 0 ? Math.min(selectedIndex, last) : Math.min(0, last)

  function show(index: number) {
    setOpen(true)
    setActive({ index, scroll: true })
  }

  function moveTo(index: number) {
    if (last >= 0) setActive({ index: Math.max(0, Math.min(index, last)), scroll: true })
  }

  function choose(index: number) {
    if (index < 0 || index > last) return
    onChoose(index)
    if (!multiple) setOpen(false)
  }

  function typeahead(character: string) {
    const match = typeaheadTarget(labels, type(character), open ? active.index : home, locale)
    if (!open) show(match >= 0 ? match : home)
    else if (match >= 0) moveTo(match)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (disabled) return
    const { key } = event
    // Space inside a typed string ("united s") is a letter, not "choose".
    if (isPrintable(event) && (key !== ' ' || isTyping())) {
      event.preventDefault()
      typeahead(key)
      return
    }
    if (!open) {
      const opening: Record<string, number> = {
        ArrowDown: home,
        ArrowUp: home,
        Enter: home,
        ' ': home,
        Home: 0,
        End: last,
      }
      const index = opening[key]
      if (index !== undefined) show(Math.min(index, last))
      else if ((key === 'Delete' || key === 'Backspace') && onClear) onClear()
      else return
      event.preventDefault()
      return
    }
    switch (key) {
      case 'ArrowDown':
        moveTo(active.index + 1)
        break
      case 'ArrowUp':
        if (event.altKey) setOpen(false)
        else moveTo(active.index - 1)
        break
      case 'Home':
        moveTo(0)
        break
      case 'End':
        moveTo(last)
        break
      case 'PageDown':
        moveTo(active.index + PAGE_STEP)
        break
      case 'PageUp':
        moveTo(active.index - PAGE_STEP)
        break
      case 'Enter':
      case ' ':
        choose(active.index)
        break
      case 'Escape':
        setOpen(false)
        // Closing the menu used this Escape: a dialog around it must not close too.
        event.stopPropagation()
        break
      case 'Tab':
        // Let the browser move focus on.
        setOpen(false)
        return
      default:
        return
    }
    event.preventDefault()
  }

  return {
    open,
    activeIndex: active.index,
    scrollToActive: active.scroll,
    close: () => setOpen(false),
    /** Click on the trigger: opens on the chosen row, or closes. */
    toggle: () => {
      if (disabled) return
      if (open) setOpen(false)
      else show(home)
    },
    onKeyDown,
    /** A click on a row. */
    choose: (index: number) => {
      setActive({ index, scroll: false })
      choose(index)
    },
    /** The pointer moved over a row: highlight it without scrolling the menu under the pointer. */
    activate: (index: number) => {
      if (index !== active.index) setActive({ index, scroll: false })
    },
  }
}
