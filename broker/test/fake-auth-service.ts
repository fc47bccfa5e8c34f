import type { TokenAnswer } from '../src/auth-service'

/** One request the fake auth service was sent, and what became of it. */
export type AskedToken = {
  scopes: readonly string[]
  askedAt: number
  /** Set once answered: the token (none when it failed), and how many were answered before. */
  answer?: { token?: string; expiresAt?: number; order: number }
}

/**
 * The auth service as the token cache sees it: each request issues a new token with the scopes
 * asked for, valid from the moment it was asked. Its requests wait until the test answers them,
 * unless `answerAtOnce`.
 */
export function fakeAuthService({
  now,
  lifetimeS,
  answerAtOnce = false,
  onAsk = () => undefined,
}: {
  now: () => number
  lifetimeS: number
  answerAtOnce?: boolean
  /** Told of each request before it is kept, with those sent before it. */
  onAsk?: (asked: AskedToken, earlier: readonly AskedToken[]) => void
}) {
  const asked: AskedToken[] = []
  const waiting: { request: AskedToken; settle: (lifetimeS: number | 'fail') => void }[] = []
  const scopes = new Map<string, readonly string[]>()
  let answered = 0

  function ask(wanted: readonly string[]): Promise<TokenAnswer> {
    const request: AskedToken = { scopes: [...wanted], askedAt: now() }
    onAsk(request, asked)
    asked.push(request)
    return new Promise((resolve, reject) => {
      const settle = (lifetime: number | 'fail') => {
        const order = answered
        answered += 1
        if (lifetime === 'fail') {
          request.answer = { order }
          reject(new Error('the auth service failed'))
          return
        }
        const token = `token-${asked.indexOf(request) + 1}`
        scopes.set(token, request.scopes)
        request.answer = { token, expiresAt: request.askedAt + lifetime * 1000, order }
        resolve({ access_token: token, expires_in: lifetime, token_type: 'Bearer', scope: wanted.join(' ') })
      }
      if (answerAtOnce) settle(lifetimeS)
      else waiting.push({ request, settle })
    })
  }

  return {
    ask,
    asked,
    /** How many requests are not answered yet. */
    get waiting(): number {
      return waiting.length
    },
    /** How many requests were answered so far. */
    get answered(): number {
      return answered
    },
    /** Answers the oldest waiting request: a token of `lifetime` seconds, or a failure. */
    answerNext: (lifetime: number | 'fail' = lifetimeS) => waiting.shift()?.settle(lifetime),
    answerAll: () => {
      while (waiting.length > 0) waiting.shift()?.settle(lifetimeS)
    },
    fail: () => {
      while (waiting.length > 0) waiting.shift()?.settle('fail')
    },
    scopesOf: (token: string) => scopes.get(token),
    /** The request that issued this token. */
    issuing: (token: string) => asked.find((request) => request.answer?.token === token),
  }
}
