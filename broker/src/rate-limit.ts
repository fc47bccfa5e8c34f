/**
 * How many tokens one user may have in any minute: a sliding window per key (the id token's
 * `sub`), in this process's memory. Pure apart from the clock it is given.
 */
export type RateLimiter = {
  /** Counts one token for `key`, or says how many whole seconds until one is allowed again. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number }
}

export const WINDOW_MS = 60_000

/** Past this many users in memory, users with no token left in the window are forgotten. */
const SWEEP_ABOVE = 10_000

export function createRateLimiter({ limit, now }: { limit: number; now: () => number }): RateLimiter {
  // Each user's token times within the window, oldest first.
  const taken = new Map<string, number[]>()

  const recent = (times: readonly number[], at: number) => times.filter((time) => at - time < WINDOW_MS)

  function sweep(at: number) {
    for (const [key, times] of taken) {
      if (recent(times, at).length === 0) taken.delete(key)
    }
  }

  return {
    take(key) {
      const at = now()
      const times = recent(taken.get(key) ?? [], at)
      if (times.length >= limit) {
        taken.set(key, times)
        // The oldest of the window leaves it first; no sooner than a second.
        const oldest = times[times.length - limit] ?? at
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - at) / 1000)) }
      }
      taken.set(key, [...times, at])
      if (taken.size > SWEEP_ABOVE) sweep(at)
      return { allowed: true }
    },
  }
}
