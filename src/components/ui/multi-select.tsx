import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { ListboxField } from './listbox/listbox-field'
import { allState, orderedSelection, toggleValue } from './listbox/multi-selection'
import type { ListboxRow } from './listbox/types'
import type { SelectOption } from './select'

export type MultiSelectProps<T extends string> = {
  /** The visible label; required, it names the control. */
  label: string
  options: readonly SelectOption<T>[]
  /** The chosen values; [] means no filter, i.e. every option. */
  value: readonly T[]
  /** Called with the new values in the options' order. */
  onChange: (values: T[]) => void
  /** The select-all row's text, also shown when nothing or everything is chosen; t('select.all') by default. */
  allLabel?: string
  /** The trigger's id; generated when left out. */
  id?: string
  disabled?: boolean
  className?: string
  /** Options read on demand: still on their way, or not read (a note row says so). */
  status?: 'loading' | 'failed'
  /** The trigger was pointed at, focused or used: options read on demand can be asked for now. */
  onPrepare?: () => void
}

/**
 * A many-choice dropdown for filters ('All' is the select-all entry), virtualised so
 * the ~250 countries stay fast. Keys as in Select, except that Enter/Space toggle a row and keep
 * the menu open; Delete/Backspace on the closed trigger clears the choice.
 *
 * [] and "every option" mean the same filter, everything, so the 'All' row is checked for both and
 * shows the indeterminate box when only some are chosen. Choosing 'All' always gives [] ("no
 * filter"): it clears a partial choice, and turns a full one into the shorter [].
 */
export function MultiSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  allLabel,
  id,
  disabled,
  className,
  status,
  onPrepare,
}: MultiSelectProps<T>) {
  const { t } = useTranslation('ui')
  const allText = allLabel ?? t('select.all')
  const selected = useMemo(() => orderedSelection(options, value), [options, value])

  const rows = useMemo(() => {
    const chosen = new Set(selected)
    const all: ListboxRow = {
      key: 'all',
      label: allText,
      state: allState(options, selected) === 'all' ? 'checked' : 'mixed',
    }
    const note: ListboxRow[] = status
      ? [{ key: `note:${status}`, label: t(`select.${status}`), state: 'unchecked', note: true }]
      : []
    return [
      all,
      ...options.map((option): ListboxRow => ({
        key: `value:${option.value}`,
        label: option.label,
        state: chosen.has(option.value) ? 'checked' : 'unchecked',
      })),
      ...note,
    ]
  }, [options, selected, allText, status, t])

  function choose(index: number) {
    const option = options[index - 1]
    if (option) onChange(toggleValue(options, selected, option.value))
    else if (index === 0 && value.length > 0) onChange([])
  }

  const count = selected.length
  const text =
    count === 0 || count === options.length
      ? allText
      : count === 1
        ? (options.find((option) => option.value === selected[0])?.label ?? allText)
        : t('select.count', { count })
  const firstChosen = options.findIndex((option) => option.value === selected[0])

  return (
    <ListboxField
      label={label}
      id={id}
      disabled={disabled}
      className={className}
      multiple
      rows={rows}
      selectedIndex={firstChosen >= 0 ? firstChosen + 1 : 0}
      text={text}
      placeholder={false}
      onChoose={choose}
      onClear={value.length > 0 ? () => onChange([]) : undefined}
      onPrepare={onPrepare}
    />
  )
}
