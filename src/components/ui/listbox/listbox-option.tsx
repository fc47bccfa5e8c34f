import type { Ref } from 'react'

import {
  CheckboxClearedIcon,
  CheckboxEmptyIcon,
  CheckboxSelectedIcon,
  RadioEmptyIcon,
  RadioSelectedIcon,
} from '@/components/ui/icons'

import * as styles from './listbox.module.css'
import type { ListboxRow } from './types'

type ListboxOptionProps = {
  id: string
  row: ListboxRow
  index: number
  /** How many rows the whole list has: only some are in the DOM, so each says where it sits. */
  setSize: number
  /** Pixels from the top of the list (from the virtualizer). */
  start: number
  active: boolean
  multiple: boolean
  measureRef: Ref<HTMLDivElement>
  onChoose: (index: number) => void
  onActivate: (index: number) => void
}

const checkboxIcons = {
  checked: CheckboxSelectedIcon,
  mixed: CheckboxClearedIcon,
  unchecked: CheckboxEmptyIcon,
}

/** One row: its checkbox (multi) or radio (single) shows the choice without relying on colour. */
export function ListboxOption({
  id,
  row,
  index,
  setSize,
  start,
  active,
  multiple,
  measureRef,
  onChoose,
  onActivate,
}: ListboxOptionProps) {
  // A note about the options (loading, not read) has no box and cannot be chosen.
  const Icon = row.note
    ? undefined
    : multiple
      ? checkboxIcons[row.state]
      : row.state === 'checked'
        ? RadioSelectedIcon
        : RadioEmptyIcon
  return (
    // Keys are handled by the combobox, which keeps focus (aria-activedescendant); a row only
    // needs the pointer.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      ref={measureRef}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={row.state === 'checked'}
      aria-disabled={row.note || undefined}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      data-index={index}
      data-active={active || undefined}
      className={row.note ? `${styles.option} ${styles.note}` : styles.option}
      style={{ transform: `translateY(${start}px)` }}
      onClick={row.note ? undefined : () => onChoose(index)}
      onPointerMove={() => onActivate(index)}
    >
      {Icon && (
        <Icon className={row.state === 'unchecked' ? styles.icon : `${styles.icon} ${styles.iconOn}`} />
      )}
      <span className={styles.optionLabel}>{row.label}</span>
    </div>
  )
}
