import { create } from 'zustand'

/** Rows as they are, or tighter to see more at once. */
export type Density = 'comfortable' | 'compact'

export type TableLayout = {
  /** Ids of the partner-list columns the user hid (the name column cannot be). */
  hidden: readonly string[]
  density: Density
}

export const DEFAULT_TABLE_LAYOUT: TableLayout = { hidden: [], density: 'comfortable' }

/**
 * The layout the partner table draws with. Only this store is on the list's first load: the
 * user's saved layout is read into it, and changed, by the columns menu's chunk
 * (columns-menu.tsx), which arrives with the list's other header actions.
 */
export const useTableLayout = create<TableLayout>(() => DEFAULT_TABLE_LAYOUT)
