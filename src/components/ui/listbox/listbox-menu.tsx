import { useCallback, useEffect, useRef, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'

import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom'
import { defaultRangeExtractor, measureElement, useVirtualizer, type Range } from '@tanstack/react-virtual'

import { useEffectEvent } from '@/components/use-effect-event'

import { MENU_GAP, MENU_MAX_HEIGHT, OPTION_HEIGHT, OVERSCAN, VIEWPORT_PADDING } from './constants'
import * as styles from './listbox.module.css'
import { ListboxOption } from './listbox-option'
import type { ListboxRow } from './types'

type ListboxMenuProps = {
  id: string
  labelledBy: string
  /** The trigger: the menu is placed against it and a press on it is not "outside". */
  anchor: HTMLElement
  rows: readonly ListboxRow[]
  multiple: boolean
  activeIndex: number
  scrollToActive: boolean
  optionId: (index: number) => string
  onChoose: (index: number) => void
  onActivate: (index: number) => void
  /** A press outside the trigger and the menu. */
  onDismiss: () => void
}

// 4 px from the trigger, at most 240 px high. Fixed positioning in a portal keeps the
// menu out of the page's layout, so it never widens the page (no sideways scroll at 360 px), and
// `size` keeps it inside the viewport and at least as wide as the trigger.
const middleware = [
  offset(MENU_GAP),
  flip({ padding: VIEWPORT_PADDING }),
  shift({ padding: VIEWPORT_PADDING }),
  size({
    padding: VIEWPORT_PADDING,
    apply({ availableHeight, availableWidth, rects, elements }) {
      Object.assign(elements.floating.style, {
        maxHeight: `${Math.max(OPTION_HEIGHT, Math.min(MENU_MAX_HEIGHT, availableHeight))}px`,
        maxWidth: `${Math.max(0, availableWidth)}px`,
        minWidth: `${Math.min(rects.reference.width, Math.max(0, availableWidth))}px`,
      })
    },
  }),
]

/** Keeps the mouse press on the trigger's side: focus must stay on the combobox. */
function keepFocus(event: MouseEvent) {
  event.preventDefault()
}

/** The open menu: a virtualised listbox (rows of about 35 px, overscan 10). */
export function ListboxMenu({
  id,
  labelledBy,
  anchor,
  rows,
  multiple,
  activeIndex,
  scrollToActive,
  optionId,
  onChoose,
  onActivate,
  onDismiss,
}: ListboxMenuProps) {
  const { t } = useTranslation('ui')
  const scrollRef = useRef<HTMLDivElement | null>(null)
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    strategy: 'fixed',
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware,
  })
  const { setFloating } = refs
  const setMenu = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node
      setFloating(node)
    },
    [setFloating],
  )

  // The active row stays rendered even when scrolled away, so aria-activedescendant always points
  // at an element.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (activeIndex < 0 || activeIndex >= range.count || indexes.includes(activeIndex)) return indexes
      return [...indexes, activeIndex].sort((a, b) => a - b)
    },
    [activeIndex],
  )
  // The build has no React Compiler, and the virtualizer re-renders this component when it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => OPTION_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.key ?? index,
    rangeExtractor,
    // A row not laid out yet measures 0 px; keep the estimate rather than stacking rows on one spot.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || OPTION_HEIGHT,
  })

  useEffect(() => {
    if (scrollToActive && activeIndex >= 0) virtualizer.scrollToIndex(activeIndex)
  }, [virtualizer, activeIndex, scrollToActive])

  const dismissOutside = useEffectEvent((event: PointerEvent) => {
    const target = event.target as Node
    if (!anchor.contains(target) && !scrollRef.current?.contains(target)) onDismiss()
  })
  useEffect(() => {
    document.addEventListener('pointerdown', dismissOutside, true)
    return () => document.removeEventListener('pointerdown', dismissOutside, true)
  }, [])

  return createPortal(
    <div
      ref={setMenu}
      id={id}
      role="listbox"
      tabIndex={-1}
      aria-labelledby={labelledBy}
      aria-multiselectable={multiple || undefined}
      className={styles.menu}
      style={floatingStyles}
      onMouseDown={keepFocus}
    >
      {rows.length === 0 ? (
        <div role="option" aria-disabled="true" aria-selected="false" className={styles.empty}>
          {t('select.noOptions')}
        </div>
      ) : (
        <div role="presentation" className={styles.sizer} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]
            return row ? (
              <ListboxOption
                key={item.key}
                id={optionId(item.index)}
                row={row}
                index={item.index}
                setSize={rows.length}
                start={item.start}
                active={item.index === activeIndex}
                multiple={multiple}
                measureRef={virtualizer.measureElement}
                onChoose={onChoose}
                onActivate={onActivate}
              />
            ) : null
          })}
        </div>
      )}
    </div>,
    document.body,
  )
}
