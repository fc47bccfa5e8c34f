import { dataServiceCachePattern } from '@/config/offline'

/**
 * The service worker's copies of partner data (config/offline.ts) belong to the user who made
 * them: every end of a session forgets them, and a different user signing in on
 * the same browser finds none. Whose they are is kept beside them, by the user's id (`sub`).
 */
export const OFFLINE_OWNER_KEY = 'bp.offlineCopiesOf'

function storedOwner(): string | null {
  try {
    return localStorage.getItem(OFFLINE_OWNER_KEY)
  } catch {
    return null
  }
}

function setOwner(owner: string | undefined): void {
  try {
    if (owner) localStorage.setItem(OFFLINE_OWNER_KEY, owner)
    else localStorage.removeItem(OFFLINE_OWNER_KEY)
  } catch {
    // No storage: the copies are then forgotten at every sign-in, which is the safe side.
  }
}

/** Forgets every kept data-service answer; without the Cache API there is nothing to forget. */
export async function forgetOfflineCopies(serviceUrl: string): Promise<void> {
  setOwner(undefined)
  if (typeof caches === 'undefined') return
  const pattern = dataServiceCachePattern(serviceUrl)
  for (const name of await caches.keys()) {
    const cache = await caches.open(name)
    const kept = (await cache.keys()).filter((request) => pattern.test(request.url))
    await Promise.all(kept.map((request) => cache.delete(request)))
  }
}

/**
 * Once a user has signed in: copies made by anyone else (or by nobody known) are forgotten
 * before this user's pages can read them, and the copies to come are this user's.
 */
export async function claimOfflineCopies(serviceUrl: string, userId: string): Promise<void> {
  if (storedOwner() !== userId) await forgetOfflineCopies(serviceUrl)
  setOwner(userId)
}
