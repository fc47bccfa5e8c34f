import fc from 'fast-check'
import { expect, test } from 'vitest'

import { fakeAuthService, type AskedToken } from '../test/fake-auth-service'

import type { TokenAnswer } from './auth-service'
import { createTokenCache, lifeLeftToReuse } from './token-cache'

/** Two roles' scope sets, one of them also in another order, and a narrower one asked for. */
const SCOPE_SETS = [['r'], ['c', 'r', 'u', 'd'], ['d', 'u', 'r', 'c'], ['r', 'u']] as const
const keyOf = (scopes: readonly string[]) => [...scopes].sort().join(' ')

/** A request comes in, time passes, or the auth service answers its oldest waiting request. */
type Step = { ask: readonly string[] } | { pass: number } | { answer: number | 'fail' }

const steps = fc.array(
  fc.oneof(
    fc.constantFrom(...SCOPE_SETS).map((ask): Step => ({ ask })),
    // Moments and minutes: a token's life runs out in either.
    fc
      .oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 40 * 60_000 }))
      .map((pass): Step => ({ pass })),
    fc
      .oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 7200 }), fc.constant('fail' as const))
      .map((answer): Step => ({ answer })),
  ),
  { maxLength: 60 },
)

type Sent = {
  scopes: readonly string[]
  receivedAt: number
  /** How many of the auth service's requests were answered when this one came in. */
  answersBefore: number
  outcome?: { token: TokenAnswer } | { error: unknown }
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

/** Runs the steps; every rule the cache broke, in words. */
async function brokenRules(script: readonly Step[]): Promise<string[]> {
  let now = 0
  const broken: string[] = []
  const sameScopes = (request: AskedToken, scopes: readonly string[]) =>
    keyOf(request.scopes) === keyOf(scopes)
  const auth = fakeAuthService({
    now: () => now,
    lifetimeS: 3600,
    // Asked only when no token it could hand out is held and none is being asked for.
    onAsk: (request, earlier) => {
      const before = earlier.filter((other) => sameScopes(other, request.scopes))
      if (before.some((other) => !other.answer)) broken.push('asked twice at once for the same scopes')
      const held = before.findLast((other) => other.answer?.expiresAt !== undefined)
      const expiresAt = held?.answer?.expiresAt
      if (held && expiresAt !== undefined && now <= expiresAt - lifeLeftToReuse(expiresAt - held.askedAt)) {
        broken.push('asked while it held a token it could hand out')
      }
    },
  })
  const tokens = createTokenCache({ ask: auth.ask, now: () => now })
  const sent: Sent[] = []

  for (const step of script) {
    if ('ask' in step) {
      const request: Sent = { scopes: step.ask, receivedAt: now, answersBefore: auth.answered }
      sent.push(request)
      tokens(step.ask).then(
        (token) => (request.outcome = { token }),
        (error: unknown) => (request.outcome = { error }),
      )
    } else if ('pass' in step) now += step.pass
    else auth.answerNext(step.answer)
    await settled()
  }
  while (auth.waiting > 0) {
    auth.answerAll()
    await settled()
  }

  for (const request of sent) {
    const { outcome } = request
    if (!outcome) broken.push('left a request unanswered')
    else if ('error' in outcome) {
      // Only a failure of a request to the auth service made after this one came in.
      const failed = auth.asked.some(
        (asked) =>
          sameScopes(asked, request.scopes) &&
          asked.answer?.token === undefined &&
          (asked.answer?.order ?? -1) >= request.answersBefore,
      )
      if (!failed) broken.push('handed out an earlier failure')
    } else broken.push(...handOutRules(request, outcome.token, auth.issuing(outcome.token.access_token)))
  }
  return broken
}

function handOutRules(request: Sent, token: TokenAnswer, issuing: AskedToken | undefined): string[] {
  const expiresAt = issuing?.answer?.expiresAt
  if (!issuing || expiresAt === undefined) return ['handed out a token the auth service never issued']
  const broken: string[] = []
  if (keyOf(issuing.scopes) !== keyOf(request.scopes)) broken.push('handed out a token of other scopes')
  if (token.expires_in < 1) broken.push('handed out a token with no life left')
  if (request.receivedAt + token.expires_in * 1000 > expiresAt)
    broken.push('promised more life than was left')
  const lifetime = expiresAt - issuing.askedAt
  const lifeLeft = expiresAt - request.receivedAt
  const held = (issuing.answer?.order ?? Infinity) < request.answersBefore
  if (held && lifeLeft < lifeLeftToReuse(lifetime)) broken.push('handed out a held token nearly expired')
  if (!held && lifeLeft < lifetime / 2)
    broken.push('handed a late request a token with less than half its life')
  return broken
}

test('hands out only its scopes’ tokens with their life left, asks once at a time and only when it must, keeps no failure', async () => {
  await fc.assert(
    fc.asyncProperty(steps, async (script) => {
      expect(await brokenRules(script)).toEqual([])
    }),
    { numRuns: 300 },
  )
})
