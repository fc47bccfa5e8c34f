import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { createRateLimiter, WINDOW_MS } from './rate-limit'

describe('createRateLimiter', () => {
  test('allows the limit in a minute, then says when the oldest leaves the window', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 3, now: () => now })
    expect([limiter.take('a'), limiter.take('a')]).toEqual([{ allowed: true }, { allowed: true }])
    now = 15_500
    expect(limiter.take('a')).toEqual({ allowed: true })
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.take('b')).toEqual({ allowed: true })
    now = WINDOW_MS
    expect(limiter.take('a')).toEqual({ allowed: true })
  })

  test('a refusal is not counted: the user is let in when the oldest leaves, however often refused', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 1, now: () => now })
    limiter.take('a')
    for (now = 1_000; now < WINDOW_MS; now += 1_000) expect(limiter.take('a').allowed).toBe(false)
    expect(limiter.take('a').allowed).toBe(true)
  })

  test('never lets more than the limit through in any minute, and the wait it names is enough and not too long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30_000 }), fc.constantFrom('a', 'b')), { maxLength: 60 }),
        (limit, steps) => {
          let now = 0
          const limiter = createRateLimiter({ limit, now: () => now })
          const allowed: Record<string, number[]> = { a: [], b: [] }
          for (const [gap, user] of steps) {
            now += gap
            const verdict = limiter.take(user)
            const inWindow = (allowed[user] ?? []).filter((time) => now - time < WINDOW_MS)
            if (verdict.allowed) {
              expect(inWindow.length).toBeLessThan(limit)
              allowed[user]?.push(now)
            } else {
              expect(inWindow.length).toBe(limit)
              const freed = (inWindow[0] ?? 0) + WINDOW_MS
              expect(now + verdict.retryAfterSeconds * 1000).toBeGreaterThanOrEqual(freed)
              expect(now + (verdict.retryAfterSeconds - 1) * 1000).toBeLessThan(Math.max(freed, now + 1000))
            }
          }
        },
      ),
    )
  })
})
