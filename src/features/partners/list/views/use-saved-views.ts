import type { PartnerListKind } from '@/config/routes'

import { useUserId } from '@/lib/auth/use-user-id'

import {
  readViews,
  useStoredViews,
  withoutView,
  withRenamed,
  withSaved,
  writeViews,
  type SavedView,
} from './saved-views'

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** The signed-in user's saved views of one list, and the changes to them (saved at once). */
export function useSavedViews(kind: PartnerListKind) {
  const userId = useUserId()
  // The stored list is the truth: a change is written, and the list shown follows it.
  const views = useStoredViews(userId, kind)

  function change(next: (views: SavedView[]) => SavedView[]) {
    if (userId) writeViews(userId, kind, next(readViews(userId, kind)))
  }

  return {
    views,
    save: (name: string, query: string) => change((current) => withSaved(current, name, query, newId())),
    rename: (id: string, name: string) => change((current) => withRenamed(current, id, name)),
    remove: (id: string) => change((current) => withoutView(current, id)),
  }
}
