import { JwtVerifier } from 'aws-jwt-verify'
import {
  FetchError,
  JwksNotAvailableInCacheError,
  JwksValidationError,
  JwtExpiredError,
  JwtInvalidAudienceError,
  JwtInvalidIssuerError,
  JwtInvalidSignatureAlgorithmError,
  JwtInvalidSignatureError,
  JwtNotBeforeError,
  JwtParseError,
  JwtWithoutValidKidError,
  KidNotFoundInJwksError,
  WaitPeriodNotYetEndedJwkError,
} from 'aws-jwt-verify/error'
import { SimpleFetcher } from 'aws-jwt-verify/https'
import { SimpleJwksCache } from 'aws-jwt-verify/jwk'

import type { BrokerConfig } from './config'

/** What the broker takes from a verified id token. */
type IdClaims = { sub: string; groups: readonly string[] }

/** Resolves to the claims of a valid id token; rejects with InvalidIdToken or KeysUnavailable. */
export type VerifyIdToken = (token: string) => Promise<IdClaims>

/** The token is not a valid id token of this pool and app client: 401. */
export class InvalidIdToken extends Error {
  override name = 'InvalidIdToken'
  constructor(readonly reason: string) {
    super(reason)
  }
}

/** The pool's keys could not be had, so no token could be checked: not the user's fault. */
export class KeysUnavailable extends Error {
  override name = 'KeysUnavailable'
}

// The reason a refusal logs, by aws-jwt-verify's error; anything else it throws is "invalid".
const REASONS: readonly [new (...args: never[]) => Error, string][] = [
  [JwtExpiredError, 'expired'],
  [JwtNotBeforeError, 'not valid yet'],
  [JwtInvalidIssuerError, 'another issuer'],
  [JwtInvalidAudienceError, 'another app client'],
  [JwtInvalidSignatureError, 'bad signature'],
  [JwtInvalidSignatureAlgorithmError, 'another signature algorithm'],
  [KidNotFoundInJwksError, 'unknown signing key'],
  [WaitPeriodNotYetEndedJwkError, 'unknown signing key'],
  [JwtWithoutValidKidError, 'no key id'],
  [JwtParseError, 'not a JWT'],
]

/**
 * The Cognito id token check (aws-jwt-verify's generic verifier): an RS256 signature by a key of
 * the pool's JWKS, `iss`, `aud` = the portal's app client, `token_use` = `id`, not expired.
 * The JWKS is fetched over https with node:https, so a private certificate authority is trusted
 * through NODE_EXTRA_CA_CERTS; `jwksRequestOptions` (node:https options such as `ca`) is for
 * tests, which cannot set that variable after their process started.
 */
export function createIdTokenVerifier(
  config: Pick<BrokerConfig, 'issuer' | 'audience' | 'jwksUrl'>,
  jwksRequestOptions?: Record<string, unknown>,
): VerifyIdToken {
  const verifier = JwtVerifier.create(
    {
      issuer: config.issuer,
      audience: [...config.audience],
      jwksUri: config.jwksUrl,
      customJwtCheck: ({ header, payload }) => {
        // Cognito signs with RS256; a key of the set must not be used with another algorithm.
        if (header.alg !== 'RS256') throw new InvalidIdToken('another signature algorithm')
        if (payload.token_use !== 'id') throw new InvalidIdToken('not an id token')
        if (typeof payload.exp !== 'number') throw new InvalidIdToken('no expiry')
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new InvalidIdToken('no subject')
      },
    },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: new SimpleFetcher({
          defaultRequestOptions: { responseTimeout: 5_000, ...jwksRequestOptions },
        }),
      }),
    },
  )

  return async (token) => {
    let payload: Awaited<ReturnType<typeof verifier.verify>>
    try {
      payload = await verifier.verify(token)
    } catch (error) {
      throw refusal(error)
    }
    const groups = payload['cognito:groups']
    return {
      sub: String(payload.sub),
      groups: Array.isArray(groups) ? groups.filter((group) => typeof group === 'string') : [],
    }
  }
}

function refusal(error: unknown): Error {
  if (error instanceof InvalidIdToken) return error
  if (
    error instanceof FetchError ||
    error instanceof JwksNotAvailableInCacheError ||
    error instanceof JwksValidationError
  ) {
    return new KeysUnavailable(`The pool's keys could not be fetched: ${error.message}`)
  }
  const reason = REASONS.find(([kind]) => error instanceof kind)?.[1]
  return new InvalidIdToken(reason ?? 'invalid')
}
