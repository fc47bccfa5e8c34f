// The data-service token is kept in local storage, under this one key.
export const TOKEN_STORAGE_KEY = 'bp.dataServiceToken'

/** A token in use, with the scopes it was granted: what it may do decides the user's role. */
export type AppToken = {
  accessToken: string
  tokenType: string
  expiresAt: number
  scopes: readonly string[]
}

/**
 * What this app itself wrote, checked by hand rather than with zod: the first script of a page
 * reads it too (app/first-data), and three fields do not justify zod's weight there.
 */
function isAppToken(value: unknown): value is AppToken {
  if (typeof value !== 'object' || value === null) return false
  const { accessToken, tokenType, expiresAt, scopes } = value as Record<string, unknown>
  return (
    typeof accessToken === 'string' &&
    accessToken.length > 0 &&
    typeof tokenType === 'string' &&
    tokenType.length > 0 &&
    Number.isFinite(expiresAt) &&
    Array.isArray(scopes) &&
    scopes.every((scope) => typeof scope === 'string')
  )
}

export interface TokenStore {
  /** The stored token, or undefined when absent, unreadable or of the wrong shape (never throws). */
  read(): AppToken | undefined
  write(token: AppToken): void
  remove(): void
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The token cache in localStorage; never throws, whatever the storage does. */
export function createTokenStore(key = TOKEN_STORAGE_KEY): TokenStore {
  // Used only when localStorage itself throws (disabled, private mode, quota) or is absent (SSR), so
  // a broken storage costs one token request per page load instead of one per data call.
  let memory: AppToken | undefined

  function read(): AppToken | undefined {
    const store = storage()
    if (!store) return memory
    let raw: string | null
    try {
      raw = store.getItem(key)
    } catch {
      return memory
    }
    if (raw === null) return undefined
    try {
      const parsed: unknown = JSON.parse(raw)
      return isAppToken(parsed) ? parsed : undefined
    } catch {
      return undefined
    }
  }

  function write(token: AppToken): void {
    memory = token
    try {
      storage()?.setItem(key, JSON.stringify(token))
    } catch {
      // The in-memory copy above still serves this page.
    }
  }

  function remove(): void {
    memory = undefined
    try {
      storage()?.removeItem(key)
    } catch {
      // Nothing stored that we could reach; the memory copy is gone, which is what matters.
    }
  }

  return { read, write, remove }
}
