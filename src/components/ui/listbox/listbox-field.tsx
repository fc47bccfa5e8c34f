import { Suspense, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { DropdownIcon } from '@/components/ui/icons'

import * as styles from './listbox.module.css'
import type { ListboxRow } from './types'
import { useListbox } from './use-listbox'

export type ListboxFieldProps = {
  /** The visible label; it names the combobox and the listbox. */
  label: string
  /** The trigger's id; generated when left out. */
  id?: string
  disabled?: boolean
  className?: string
  multiple: boolean
  rows: readonly ListboxRow[]
  /** The first chosen row, where the menu opens; -1 for none. */
  selectedIndex: number
  /** What the closed trigger shows. */
  text: string
  /** `text` is a placeholder, drawn muted. */
  placeholder: boolean
  onChoose: (index: number) => void
  /** Clears the value from the keyboard (Delete/Backspace); left out when there is nothing to clear. */
  onClear?: () => void
  /** The trigger was pointed at, focused or used: options read on demand can be asked for now. */
  onPrepare?: () => void
}

// The menu brings the virtualiser and the positioning engine (~10 kB gzip): fetched when a
// trigger is first pointed at, focused or opened, not with the page. Once here it renders at
// once; only a field rendered before its code arrived waits (Suspense) for it, the first time.
// lazyNamed chooses once per field whether to wait: were a field first rendered with the lazy
// menu to switch to the loaded one, React would remount an open menu on the next render (a row
// highlighted under the pointer), and a click pressed on the old row would be lost.
const ListboxMenu = lazyNamed(() => import('./listbox-menu'), 'ListboxMenu')
export const loadListboxMenu = () => ListboxMenu.preload()
// Ahead of use only: a menu whose code cannot be loaded says so when it opens (lazyNamed).
const preloadMenu = () => void loadListboxMenu().catch(() => undefined)

/** The label, the trigger (an APG select-only combobox) and, while open, the menu; shared by both selects. */
export function ListboxField({
  label,
  id,
  disabled = false,
  className,
  multiple,
  rows,
  selectedIndex,
  text,
  placeholder,
  onChoose,
  onClear,
  onPrepare,
}: ListboxFieldProps) {
  const { t, i18n } = useTranslation('ui')
  const generatedId = useId()
  const triggerId = id ?? generatedId
  const [trigger, setTrigger] = useState<HTMLDivElement | null>(null)
  const labels = useMemo(() => rows.map((row) => row.label), [rows])
  const listbox = useListbox({
    labels,
    selectedIndex,
    multiple,
    disabled,
    locale: i18n.language,
    onChoose,
    onClear,
  })
  const ids = { label: `${triggerId}-label`, listbox: `${triggerId}-listbox`, hint: `${triggerId}-hint` }
  const optionId = (index: number) => `${triggerId}-option-${index}`
  const active = listbox.open && listbox.activeIndex >= 0 && listbox.activeIndex < rows.length
  const prepare = () => {
    preloadMenu()
    onPrepare?.()
  }

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span id={ids.label} className={styles.label}>
        {label}
      </span>
      <div
        ref={setTrigger}
        id={triggerId}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={ids.label}
        aria-haspopup="listbox"
        aria-expanded={listbox.open}
        aria-controls={ids.listbox}
        aria-activedescendant={active ? optionId(listbox.activeIndex) : undefined}
        aria-describedby={onClear && !disabled ? ids.hint : undefined}
        aria-disabled={disabled || undefined}
        className={styles.trigger}
        onKeyDown={(event) => {
          prepare()
          listbox.onKeyDown(event)
        }}
        onClick={() => {
          prepare()
          listbox.toggle()
        }}
        onBlur={listbox.close}
        onFocus={prepare}
        onPointerEnter={prepare}
      >
        <span className={placeholder ? `${styles.value} ${styles.placeholder}` : styles.value}>{text}</span>
        <DropdownIcon className={styles.chevron} />
      </div>
      {onClear && !disabled && (
        <span id={ids.hint} className="visually-hidden">
          {t('select.clearHint')}
        </span>
      )}
      {listbox.open && trigger && (
        <Suspense fallback={null}>
          <ListboxMenu
            id={ids.listbox}
            labelledBy={ids.label}
            anchor={trigger}
            rows={rows}
            multiple={multiple}
            activeIndex={listbox.activeIndex}
            scrollToActive={listbox.scrollToActive}
            optionId={optionId}
            onChoose={listbox.choose}
            onActivate={listbox.activate}
            onDismiss={listbox.close}
          />
        </Suspense>
      )}
    </div>
  )
}
