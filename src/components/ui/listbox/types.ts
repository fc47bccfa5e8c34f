/** How a row's checkbox or radio is drawn: 'mixed' is the select-all row while only some are chosen. */
type RowState = 'checked' | 'unchecked' | 'mixed'

/** One row of the menu; `key` is stable across renders (the virtualizer caches sizes by it). */
export type ListboxRow = { key: string; label: string; state: RowState }
