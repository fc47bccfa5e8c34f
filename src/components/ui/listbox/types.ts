/** How a row's checkbox or radio is drawn: 'mixed' is the select-all row while only some are chosen. */
type RowState = 'checked' | 'unchecked' | 'mixed'

/**
 * One row of the menu; `key` is stable across renders (the virtualizer caches sizes by it). A
 * `note` row says something about the options (still loading, could not be read): it has no
 * box and cannot be chosen.
 */
export type ListboxRow = { key: string; label: string; state: RowState; note?: boolean }
