import { useMemo } from 'react'

import * as z from 'zod/mini'

import { userStorageKey, useUserList, writeUserList } from '@/lib/user-storage'

import { DEFAULT_TABLE_LAYOUT, type TableLayout } from './table-layout-store'

/** The one column that names the row and carries its link: never hidden. */
export const ALWAYS_SHOWN = 'name'

const TableLayoutSchema = z.object({
  hidden: z.catch(z.array(z.string()), []),
  density: z.catch(z.enum(['comfortable', 'compact']), 'comfortable'),
})

const keyOf = (userId: string) => userStorageKey('tableLayout', userId)

/**
 * The user's table layout as kept in this browser, the default without a user, and
 * kept current: a change made in another tab shows here too. Read tolerantly: garbage gives the
 * default, unknown column ids are dropped, the name column is never hidden. The same object until
 * the stored layout changes, as long as `columnIds` is the same array (a module constant): the
 * columns menu copies the result into a store in an effect, which a new object would run again.
 */
export function useStoredTableLayout(userId: string | undefined, columnIds: readonly string[]): TableLayout {
  const [stored] = useUserList(userId ? keyOf(userId) : undefined, TableLayoutSchema)
  return useMemo(() => {
    if (!stored) return DEFAULT_TABLE_LAYOUT
    const hidden = [...new Set(stored.hidden)].filter((id) => id !== ALWAYS_SHOWN && columnIds.includes(id))
    return { hidden, density: stored.density }
  }, [stored, columnIds])
}

export function writeTableLayout(userId: string, layout: TableLayout): void {
  writeUserList(keyOf(userId), [layout])
}

/** The layout with one column shown or hidden (the name column stays shown). */
export function toggleColumn(layout: TableLayout, id: string, shown: boolean): TableLayout {
  if (id === ALWAYS_SHOWN) return layout
  const others = layout.hidden.filter((hiddenId) => hiddenId !== id)
  return { ...layout, hidden: shown ? others : [...others, id] }
}
