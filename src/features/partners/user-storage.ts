import type * as z from 'zod/mini'

/**
 * Lists a user keeps in this browser (issue 15: recent partners, saved views), in localStorage
 * under a key that names the user, so that a different user on the same browser never sees
 * them. Read tolerantly: whatever is there (garbage, an old shape, a hand edit) costs the
 * unreadable items, never an error; no storage (private mode, quota) is an empty list.
 */
export function userStorageKey(name: string, userId: string): string {
  return `bp.${name}.${userId}`
}

/** The readable items stored under `key`, in their order. */
export function readUserList<T>(key: string, item: z.ZodMiniType<T>): T[] {
  let raw: unknown
  try {
    raw = JSON.parse(localStorage.getItem(key) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry: unknown) => {
    const parsed = item.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

export function writeUserList<T>(key: string, items: readonly T[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(items))
  } catch {
    // No storage, or full: the list lives until the page closes, which is the most it can do.
  }
}
