import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { ListboxField } from './listbox/listbox-field'
import type { ListboxRow } from './listbox/types'

export type SelectOption<T extends string> = { value: T; label: string }

export type SelectProps<T extends string> = {
  /** The visible label; required, it names the control. */
  label: string
  options: readonly SelectOption<T>[]
  value: T | undefined
  /** Called only when the value changes. */
  onChange: (value: T | undefined) => void
  /** Shown while nothing is chosen. */
  placeholder?: string
  /** The trigger's id; generated when left out. */
  id?: string
  disabled?: boolean
  /** Adds a first row meaning "no value" (undefined), and lets Delete/Backspace clear the value. */
  allowEmpty?: boolean
  /** That row's text; the placeholder, else t('select.none'), when left out. */
  emptyLabel?: string
  className?: string
}

/**
 * A single-choice dropdown (WAI-ARIA select-only combobox), virtualised so it stays fast with
 * hundreds of options. Keys: Enter, Space or the arrows open; arrows, Home/End and PageUp/PageDown
 * move; Enter or Space chooses and closes; Escape, Tab and Alt+ArrowUp close unchanged; typing
 * jumps to a label starting with what was typed.
 */
export function Select<T extends string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  id,
  disabled,
  allowEmpty = false,
  emptyLabel,
  className,
}: SelectProps<T>) {
  const { t } = useTranslation('ui')
  const emptyText = emptyLabel ?? placeholder ?? t('select.none')
  const first = allowEmpty ? 1 : 0
  const chosen = options.findIndex((option) => option.value === value)

  const rows = useMemo(() => {
    const optionRows = options.map((option): ListboxRow => ({
      key: `value:${option.value}`,
      label: option.label,
      state: option.value === value ? 'checked' : 'unchecked',
    }))
    if (!allowEmpty) return optionRows
    const empty: ListboxRow = {
      key: 'empty',
      label: emptyText,
      state: value === undefined ? 'checked' : 'unchecked',
    }
    return [empty, ...optionRows]
  }, [options, value, allowEmpty, emptyText])

  function choose(index: number) {
    const next = index < first ? undefined : options[index - first]?.value
    if (next !== value) onChange(next)
  }

  const chosenLabel = options[chosen]?.label
  return (
    <ListboxField
      label={label}
      id={id}
      disabled={disabled}
      className={className}
      multiple={false}
      rows={rows}
      selectedIndex={chosen >= 0 ? chosen + first : allowEmpty ? 0 : -1}
      text={chosenLabel ?? (allowEmpty ? emptyText : (placeholder ?? ''))}
      placeholder={chosenLabel === undefined}
      onChoose={choose}
      onClear={allowEmpty && value !== undefined ? () => onChange(undefined) : undefined}
    />
  )
}
