import { startIdentityProvider, type IdentityProvider } from '../../mocks/identity-provider'
import { startMockServer, type RunningMockServer } from '../../mocks/mock-server'
import { tokenStore } from '../../mocks/token-store'
import { createBroker, type Broker, type BrokerRequest, type LogLine } from '../src/broker'
import type { BrokerConfig } from '../src/config'
import { createIdTokenVerifier } from '../src/id-token'

/**
 * What the broker's tests run it against, for real: a local identity provider (RS256 id tokens,
 * its JWKS over https with a certificate made at start) and the mock auth service of mocks/
 * (client portal-dev, secret dev-secret) on free ports.
 */
export type World = {
  idp: IdentityProvider
  auth: RunningMockServer
  config: BrokerConfig
  close(): Promise<void>
}

export const APP_CLIENT = 'portal-app-client'
export const CLIENT_SECRET = 'dev-secret'
export const SITE = 'https://partners.example.com'

const ROLES = { 'portal-editors': 'editor', 'portal-viewers': 'viewer' } as const

export async function startWorld(): Promise<World> {
  const idp = await startIdentityProvider()
  const auth = await startMockServer({
    port: 0,
    clientId: 'portal-dev',
    clientSecret: CLIENT_SECRET,
    apiKey: 'dev-api-key',
    delayMs: 0,
  })
  const config: BrokerConfig = {
    issuer: idp.issuer,
    jwksUrl: idp.jwksUrl,
    audience: [APP_CLIENT],
    tokenUrl: `${auth.authServiceUrl}/oauth2/token`,
    clientId: 'portal-dev',
    clientSecret: CLIENT_SECRET,
    roles: ROLES,
    allowedOrigins: [SITE],
    port: 0,
    tokensPerMinute: 5,
  }
  return {
    idp,
    auth,
    config,
    close: async () => {
      tokenStore.reset()
      await Promise.all([idp.close(), auth.close()])
    },
  }
}

/** The claims of a Cognito id token of the world's pool for the portal's app client. */
export function idClaims(world: World, claims: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000)
  return {
    sub: 'user-1',
    iss: world.idp.issuer,
    aud: APP_CLIENT,
    token_use: 'id',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    'cognito:username': 'user-1',
    'cognito:groups': ['portal-editors'],
    email: 'user-1@example.com',
    ...claims,
  }
}

/** A broker of the world, in this process, with its log lines kept. */
export function brokerOf(
  world: World,
  {
    config = {},
    now = Date.now,
    timeoutMs,
  }: { config?: Partial<BrokerConfig>; now?: () => number; timeoutMs?: number } = {},
): { broker: Broker; lines: LogLine[] } {
  const lines: LogLine[] = []
  const settings = { ...world.config, ...config }
  const broker = createBroker(settings, {
    // This process started before the certificate existed: it is trusted here as NODE_EXTRA_CA_CERTS
    // trusts it in the broker's own process (main.test.ts).
    verifyIdToken: createIdTokenVerifier(settings, { ca: world.idp.certificate }),
    fetch: (...args) => fetch(...args),
    now,
    log: (line) => lines.push(line),
    authServiceTimeoutMs: timeoutMs,
  })
  return { broker, lines }
}

/** A token request as the portal sends it (src/lib/data-service/token-request.ts). */
export function tokenRequest(idToken: string | undefined, extra: Partial<BrokerRequest> = {}): BrokerRequest {
  const { headers, ...rest } = extra
  return {
    method: 'POST',
    path: '/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(idToken !== undefined && { authorization: `Bearer ${idToken}` }),
      ...headers,
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'portal-dev',
      scope: 'dealer_store/create dealer_store/read dealer_store/update dealer_store/delete',
    }).toString(),
    ...rest,
  }
}
