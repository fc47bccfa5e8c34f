import { http, HttpResponse, type HttpHandler } from 'msw'

import { readJwtClaims } from '@/lib/auth/jwt'
import { STAND_IN_GROUP_ROLES } from '@/lib/auth/stand-in-users'

import { roleOfGroups, SCOPES_OF_ROLE } from '../broker/src/roles'

import type { TokenStore } from './token-store'

type BrokerDependencies = {
  wait: () => Promise<void>
  tokens: TokenStore
  issueToken: (scopes: readonly string[]) => Response
}

/**
 * The token broker as `npm start` plays it, in the browser, for the local sign-in stand-in: the
 * user's id token (a bearer) names Cognito groups, the groups a role (the stand-in's own names),
 * and the token carries that role's scopes. It reads the id token without checking a signature:
 * the stand-in signs none, and this never runs outside development and unit tests. The real
 * broker (broker/) verifies every token; its own tests prove that.
 */
export function mockBrokerHandler(
  url: string,
  { wait, tokens, issueToken }: BrokerDependencies,
): HttpHandler {
  return http.post(url, async ({ request }) => {
    await wait()
    tokens.countRequest()
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
    const claims = readJwtClaims(bearer)
    const expired = typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()
    if (!bearer || claims.token_use !== 'id' || expired) {
      return HttpResponse.json({ error: 'invalid_token' }, { status: 401, headers: BEARER_CHALLENGE })
    }
    const groups = Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'].map(String) : []
    const role = roleOfGroups(groups, STAND_IN_GROUP_ROLES)
    if (!role) return HttpResponse.json({ error: 'access_denied' }, { status: 403 })
    const scopes = SCOPES_OF_ROLE[role].filter((scope) => tokens.clientScopes.includes(scope))
    return issueToken(scopes)
  })
}

const BEARER_CHALLENGE = { 'WWW-Authenticate': 'Bearer error="invalid_token"' }
