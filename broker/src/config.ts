import { isRole, type GroupRoles } from './roles'

/** The broker's settings, all from its environment (README, "Token broker"). */
export type BrokerConfig = {
  /** The user pool's issuer: an id token's `iss` must be exactly this. */
  issuer: string
  /** Where the pool's public keys are: https only (aws-jwt-verify fetches them with node:https). */
  jwksUrl: string
  /** The portal's app client id (or several): an id token's `aud`. */
  audience: readonly string[]
  /** The auth service's client-credentials endpoint. */
  tokenUrl: string
  clientId: string
  clientSecret: string
  /** Cognito group name -> role. */
  roles: GroupRoles
  /** Origins whose pages may read the answers (CORS); none needed on the site's own origin. */
  allowedOrigins: readonly string[]
  port: number
  /** Tokens one user (`sub`) may have in any minute. */
  tokensPerMinute: number
}

const DEFAULT_PORT = 8787
const DEFAULT_TOKENS_PER_MINUTE = 5

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** A setting's value is wrong; the message follows the setting's name. */
class Problem extends Error {}

type Environment = Readonly<Record<string, string | undefined>>

const MISSING = 'is missing'

function present(raw: string | undefined): string {
  if (raw === undefined) throw new Problem(MISSING)
  return raw
}

function httpUrl(raw: string | undefined, { httpsOnly = false } = {}): string {
  const value = present(raw)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Problem(`is malformed (${JSON.stringify(value)} is not an absolute URL)`)
  }
  const protocols = httpsOnly ? ['https:'] : ['https:', 'http:']
  if (!protocols.includes(url.protocol)) {
    throw new Problem(
      `is malformed (${JSON.stringify(value)}: ${httpsOnly ? 'https' : 'http or https'} only)`,
    )
  }
  return value
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

function origin(value: string): string {
  let parsed: URL | undefined
  try {
    parsed = new URL(value)
  } catch {
    parsed = undefined
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== value) {
    throw new Problem(
      `is malformed (${JSON.stringify(value)} is not an origin such as https://partners.example.com)`,
    )
  }
  return value
}

function integer(raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Problem(`is malformed (${JSON.stringify(raw)}: a whole number from ${min} to ${max})`)
  }
  return value
}

function groupRoles(raw: string | undefined): GroupRoles {
  const example = '{"portal-editors":"editor","portal-viewers":"viewer"}'
  let parsed: unknown
  try {
    parsed = JSON.parse(present(raw))
  } catch (error) {
    if (error instanceof Problem) throw error
    throw new Problem(`is malformed (not JSON; e.g. ${example})`)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Problem(`is malformed (a JSON object from group name to role, e.g. ${example})`)
  }
  const entries = Object.entries(parsed)
  const wrong = entries.find(([, role]) => !isRole(role))
  if (wrong) {
    throw new Problem(
      `is malformed (group ${JSON.stringify(wrong[0])}: the role must be "viewer" or "editor")`,
    )
  }
  if (entries.length === 0) throw new Problem(`is malformed (no group is mapped to a role, e.g. ${example})`)
  return Object.freeze(Object.fromEntries(entries)) as GroupRoles
}

/**
 * Reads every setting from the environment. A missing or malformed one throws a ConfigError
 * naming each such setting (never the secret's value), so the broker stops at start.
 */
export function readConfig(environment: Environment): BrokerConfig {
  const problems: string[] = []
  // An empty value means "not set", as in a .env file.
  const raw = (name: string) => (environment[name]?.trim() ? environment[name]?.trim() : undefined)
  function setting<T>(name: string, parse: (value: string | undefined) => T): T {
    try {
      return parse(raw(name))
    } catch (error) {
      if (!(error instanceof Problem)) throw error
      problems.push(`${name} ${error.message}`)
      return undefined as T
    }
  }

  const issuer = setting('BROKER_ISSUER', (value) => httpUrl(value))
  const jwksUrl = setting('BROKER_JWKS_URL', (value) => {
    if (value !== undefined) return httpUrl(value, { httpsOnly: true })
    if (issuer === undefined) return ''
    if (!issuer.startsWith('https:')) {
      throw new Problem(
        `${MISSING} (the pool's keys are fetched over https only, and BROKER_ISSUER is not https)`,
      )
    }
    return `${issuer.replace(/\/+$/, '')}/.well-known/jwks.json`
  })
  const config: BrokerConfig = {
    issuer,
    jwksUrl,
    audience: setting('BROKER_AUDIENCE', (value) => list(present(value))),
    tokenUrl: setting('BROKER_TOKEN_URL', (value) => httpUrl(value)),
    clientId: setting('BROKER_CLIENT_ID', present),
    clientSecret: setting('BROKER_CLIENT_SECRET', present),
    roles: setting('BROKER_ROLES', groupRoles),
    allowedOrigins: setting('BROKER_ALLOWED_ORIGINS', (value) => {
      const origins = list(value)
      if (origins.includes('*'))
        throw new Problem('is malformed (name each origin: "*" would let any site ask)')
      return origins.map(origin)
    }),
    port: setting('PORT', (value) => integer(value, DEFAULT_PORT, 0, 65_535)),
    tokensPerMinute: setting('BROKER_TOKENS_PER_MINUTE', (value) =>
      integer(value, DEFAULT_TOKENS_PER_MINUTE, 1, 1_000_000),
    ),
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `Invalid token broker settings: ${problems.join('; ')}. See .env.example (token broker).`,
    )
  }
  return config
}
