import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { SigningKeyFile } from '../../mocks/identity-provider'

/**
 * The suite's token broker (broker/, `npm run broker`) and the local identity provider that
 * signs its users' id tokens (mocks/identity-provider-server.ts), as playwright.config starts
 * them: the build has no client secret and asks the broker on the site's own origin (nginx
 * proxies /api/token to it, deploy/nginx/token-broker.conf).
 */
const IDENTITY_PROVIDER_PORT = 9443
/** Where the provider writes its certificate and signing key (test-results/: never committed). */
const IDENTITY_FOLDER = path.resolve(__dirname, '../../test-results/identity-provider')
/** e2e/e2e.env's user pool. */
const POOL_ID = 'eu-west-1_E2ETest01'
const ISSUER = `https://127.0.0.1:${IDENTITY_PROVIDER_PORT}/${POOL_ID}`
export const JWKS_URL = `${ISSUER}/.well-known/jwks.json`
export const BROKER_PORT = 8787
/** The build's GATSBY_DATA_TOKEN_URL (e2e/e2e.env). */
export const TOKEN_URL = 'http://localhost:9000/api/token'

/** The Cognito groups of the suite's users, and the roles the broker gives them. */
export const GROUPS = { editors: 'portal-editors', viewers: 'portal-viewers' } as const

export function identityProviderEnvironment(): Record<string, string> {
  return {
    IDENTITY_PROVIDER_PORT: String(IDENTITY_PROVIDER_PORT),
    IDENTITY_PROVIDER_POOL: POOL_ID,
    IDENTITY_PROVIDER_FOLDER: IDENTITY_FOLDER,
  }
}

/** A broker's settings: the suite's, or a private mock's (its own auth service and port). */
export function brokerEnvironment({
  port = BROKER_PORT,
  // Addresses, not "localhost" (mocks/identity-provider.ts says why).
  authService = 'http://127.0.0.1:9100/auth',
} = {}): Record<string, string> {
  return {
    PORT: String(port),
    BROKER_ISSUER: ISSUER,
    BROKER_AUDIENCE: 'e2e-portal-client',
    BROKER_TOKEN_URL: `${authService}/oauth2/token`,
    BROKER_CLIENT_ID: 'portal-dev',
    BROKER_CLIENT_SECRET: 'dev-secret',
    BROKER_ROLES: JSON.stringify({ [GROUPS.editors]: 'editor', [GROUPS.viewers]: 'viewer' }),
    BROKER_ALLOWED_ORIGINS: 'http://localhost:9000',
    // Every test signs the same users in again: far more tokens a minute than a person asks for.
    BROKER_TOKENS_PER_MINUTE: '100000',
    NODE_EXTRA_CA_CERTS: path.join(IDENTITY_FOLDER, 'cert.pem'),
  }
}

/** The identity provider's signing key, written when it started. */
export function signingKey(): SigningKeyFile {
  return JSON.parse(readFileSync(path.join(IDENTITY_FOLDER, 'signing-key.json'), 'utf8')) as SigningKeyFile
}

/** The identity provider's TLS certificate and key (PEM), made when it started. */
export function identityProviderTls(): { cert: string; key: string } {
  return {
    cert: readFileSync(path.join(IDENTITY_FOLDER, 'cert.pem'), 'utf8'),
    key: readFileSync(path.join(IDENTITY_FOLDER, 'tls-key.pem'), 'utf8'),
  }
}
