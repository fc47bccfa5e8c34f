import { useMemo, useState } from 'react'

import type { PartnerListKind } from '@/config/routes'

import { useUserId } from '../../use-user-id'

import { readViews, withoutView, withRenamed, withSaved, writeViews, type SavedView } from './saved-views'

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** The signed-in user's saved views of one list, and the changes to them (saved at once). */
export function useSavedViews(kind: PartnerListKind) {
  const userId = useUserId()
  // Bumped by each change: the stored list is the truth, read again rather than mirrored.
  const [version, setVersion] = useState(0)
  const views = useMemo(
    () => (userId ? readViews(userId, kind) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version: re-read after a change
    [userId, kind, version],
  )

  function change(next: (views: SavedView[]) => SavedView[]) {
    if (!userId) return
    writeViews(userId, kind, next(readViews(userId, kind)))
    setVersion((value) => value + 1)
  }

  return {
    views,
    save: (name: string, query: string) => change((current) => withSaved(current, name, query, newId())),
    rename: (id: string, name: string) => change((current) => withRenamed(current, id, name)),
    remove: (id: string) => change((current) => withoutView(current, id)),
  }
}
