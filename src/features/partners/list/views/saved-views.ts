import * as z from 'zod/mini'

import type { PartnerListKind } from '@/config/routes'

import { readUserList, userStorageKey, useUserList, writeUserList } from '@/lib/user-storage'
import { serializeListState, type ListState } from '../../model/list-state'

/**
 * A saved view names a list's search, filters and page size. It is kept as the
 * list's address query (list-state.ts), so opening one is opening an address: it goes through
 * the same parse as any link, and filter values that no longer exist drop out the same way.
 */
export const MAX_VIEW_NAME = 80

const SavedViewSchema = z.object({
  id: z.string(),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_VIEW_NAME)),
  // A query string or nothing: a stored value never becomes some other address.
  query: z.string().check(z.regex(/^(\?[^#]*)?$/)),
})
export type SavedView = z.output<typeof SavedViewSchema>

const viewsKey = (userId: string, kind: PartnerListKind) => userStorageKey(`views.${kind}`, userId)

export function readViews(userId: string, kind: PartnerListKind): SavedView[] {
  return readUserList(viewsKey(userId, kind), SavedViewSchema)
}

/** The same, kept current as they change, in this tab or another. */
export function useStoredViews(userId: string | undefined, kind: PartnerListKind): SavedView[] {
  return useUserList(userId ? viewsKey(userId, kind) : undefined, SavedViewSchema)
}

export function writeViews(userId: string, kind: PartnerListKind, views: readonly SavedView[]): void {
  writeUserList(viewsKey(userId, kind), views)
}

/** What a view keeps of a list: everything but the page (a view opens at its start). */
export function viewQuery(state: ListState): string {
  return serializeListState({ ...state, page: 1 })
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

/** Saving under a name already taken updates that view, rather than making two of one name. */
export function withSaved(views: readonly SavedView[], name: string, query: string, id: string): SavedView[] {
  const trimmed = name.trim()
  const taken = views.find((view) => sameName(view.name, trimmed))
  if (taken) return views.map((view) => (view === taken ? { ...view, name: trimmed, query } : view))
  return [...views, { id, name: trimmed, query }]
}

export function withRenamed(views: readonly SavedView[], id: string, name: string): SavedView[] {
  return views.map((view) => (view.id === id ? { ...view, name: name.trim() } : view))
}

export function withoutView(views: readonly SavedView[], id: string): SavedView[] {
  return views.filter((view) => view.id !== id)
}
