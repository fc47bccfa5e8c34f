import { useCallback, useMemo, useSyncExternalStore } from 'react'

import type * as z from 'zod/mini'

/**
 * Lists a user keeps in this browser (recent partners, saved views), in localStorage
 * under a key that names the user, so that a different user on the same browser never sees
 * them. Read tolerantly: whatever is there (garbage, an old shape, a hand edit) costs the
 * unreadable items, never an error; no storage (private mode, quota) is an empty list.
 */
export function userStorageKey(name: string, userId: string): string {
  return `bp.${name}.${userId}`
}

/** The readable items stored under `key`, in their order. */
export function readUserList<T>(key: string, item: z.ZodMiniType<T>): T[] {
  return parseList(storedText(key), item)
}

/** Told of each list this page writes (useUserList); other tabs' writes come as storage events. */
const written = new Set<(key: string) => void>()

export function writeUserList<T>(key: string, items: readonly T[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items))
  } catch {
    // No storage, or full: nothing is kept, and the list reads as it was.
  }
  for (const listener of written) listener(key)
}

const NONE: never[] = []

/**
 * The list under `key` (none without a key), kept current: read again when this page writes it
 * (writeUserList) or another tab does, and the same array until then, so a component shows what
 * is stored, whoever wrote it and whenever.
 */
export function useUserList<T>(key: string | undefined, item: z.ZodMiniType<T>): T[] {
  const read = useMemo(() => (key ? cachedReader(key, item) : () => NONE), [key, item])
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onWrite = (writtenKey: string) => {
        if (writtenKey === key) onChange()
      }
      // A null key: the other tab cleared the whole storage.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange()
      }
      written.add(onWrite)
      window.addEventListener('storage', onStorage)
      return () => {
        written.delete(onWrite)
        window.removeEventListener('storage', onStorage)
      }
    },
    [key],
  )
  return useSyncExternalStore(subscribe, read, () => NONE)
}

/** Reads `key`, parsing again only when its stored text has changed. */
function cachedReader<T>(key: string, item: z.ZodMiniType<T>): () => T[] {
  let text: string | null | undefined
  let items: T[] = []
  return () => {
    const now = storedText(key)
    if (now !== text) {
      text = now
      items = parseList(now, item)
    }
    return items
  }
}

function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function parseList<T>(text: string | null, item: z.ZodMiniType<T>): T[] {
  let raw: unknown
  try {
    raw = JSON.parse(text ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry: unknown) => {
    const parsed = item.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}
