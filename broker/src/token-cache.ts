import type { TokenAnswer } from './auth-service'

/**
 * The broker's tokens, kept one per scope set (docs/decisions/027). A client-credentials token
 * names the client and its scopes, never a user, so every user of a role may be handed the same
 * one; asking the auth service once per visit only put its round trip before each visit's data.
 * Pure apart from the clock and the request it is given.
 */
export type TokenCache = (scopes: readonly string[]) => Promise<TokenAnswer>

/**
 * A held token is handed out while at least this much of its life is left. The portal uses a
 * token until 6 minutes remain, then asks again: one handed out with less than 10 minutes left
 * would be asked for again within 4, and one with less than 6 at once, over and over.
 */
export const MIN_LIFE_LEFT_MS = 10 * 60_000

/**
 * How much of a token's life must be left for it to be handed out again: half of it, so a
 * browser always gets at least half a lifetime (the auth service is asked about twice a lifetime
 * per scope set), and never less than MIN_LIFE_LEFT_MS. A token shorter-lived than that is never
 * handed out twice.
 */
export const lifeLeftToReuse = (lifetimeMs: number): number => Math.max(MIN_LIFE_LEFT_MS, lifetimeMs / 2)

type Held = {
  answer: TokenAnswer
  lifetimeMs: number
  /** Counted from when the auth service was asked, so its latency can only shorten it. */
  expiresAt: number
  /** The last moment it is handed out; past it the next request asks for a new one. */
  reuseUntil: number
}

/** One key per set: the same scopes in another order are the same token. */
const keyOf = (scopes: readonly string[]) => [...new Set(scopes)].sort().join(' ')

export function createTokenCache({
  ask,
  now,
}: {
  /** Asks the auth service for a token with these scopes; rejects when it gives none. */
  ask: (scopes: readonly string[]) => Promise<TokenAnswer>
  now: () => number
}): TokenCache {
  // At most one entry per subset of a role's scopes: the maps cannot grow past a few dozen.
  const held = new Map<string, Held>()
  // Requests for the same scopes while the auth service is being asked wait for that one answer.
  const asking = new Map<string, Promise<Held>>()

  function askOnce(key: string, scopes: readonly string[]): Promise<Held> {
    const pending = asking.get(key)
    if (pending) return pending
    const askedAt = now()
    const request = ask(scopes)
      .then((answer) => {
        const lifetimeMs = answer.expires_in * 1000
        const kept = {
          answer,
          lifetimeMs,
          expiresAt: askedAt + lifetimeMs,
          reuseUntil: askedAt + lifetimeMs - lifeLeftToReuse(lifetimeMs),
        }
        held.set(key, kept)
        return kept
      })
      // A failure is never kept: its waiting requests fail, the next one asks again.
      .finally(() => asking.delete(key))
    asking.set(key, request)
    return request
  }

  async function tokenFor(key: string, scopes: readonly string[], receivedAt: number): Promise<Held> {
    const kept = held.get(key)
    if (kept && receivedAt <= kept.reuseUntil) return kept
    const fresh = await askOnce(key, scopes)
    // A request that came while the auth service was being asked shares its answer, unless the
    // wait took half of a very short life (or all but a second): then it asks again, and that
    // request starts after it came.
    const lifeLeft = fresh.expiresAt - receivedAt
    return lifeLeft >= Math.max(fresh.lifetimeMs / 2, 1000) ? fresh : askOnce(key, scopes)
  }

  return async (scopes) => {
    const key = keyOf(scopes)
    const receivedAt = now()
    const token = await tokenFor(key, scopes, receivedAt)
    // The life left when this request came in, never more than the auth service said: the
    // browser counts from before it sent the request, so it can only refresh early.
    const lifeLeft = Math.floor((token.expiresAt - receivedAt) / 1000)
    return { ...token.answer, expires_in: Math.min(token.answer.expires_in, lifeLeft) }
  }
}
