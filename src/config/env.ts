import * as z from 'zod/mini'

// Relative, not '@/': Parcel compiles this file for gatsby-node. Gives gatsby-node and the Node
// scripts, which read the settings here, the same zod setup (English messages) as the site.
import '../entities/zod-config'

import { ALL_DATA_SCOPES, parseScope } from './data-scopes'

/**
 * Every GATSBY_* setting the browser needs, read once and checked with zod.
 *
 * Gatsby inlines `process.env.GATSBY_*` at build time only where the name is
 * written out literally, so each variable is listed by hand below.
 */
const readRawEnv = () => ({
  GATSBY_DATA_SERVICE_URL: process.env.GATSBY_DATA_SERVICE_URL,
  GATSBY_DATA_AUTH_URL: process.env.GATSBY_DATA_AUTH_URL,
  GATSBY_DATA_TOKEN_URL: process.env.GATSBY_DATA_TOKEN_URL,
  GATSBY_DATA_CLIENT_ID: process.env.GATSBY_DATA_CLIENT_ID,
  GATSBY_DATA_CLIENT_SECRET: process.env.GATSBY_DATA_CLIENT_SECRET,
  GATSBY_DATA_API_KEY: process.env.GATSBY_DATA_API_KEY,
  GATSBY_DATA_SCOPES: process.env.GATSBY_DATA_SCOPES,
  GATSBY_USE_MOCKS: process.env.GATSBY_USE_MOCKS,
  GATSBY_MOCK_DELAY_MS: process.env.GATSBY_MOCK_DELAY_MS,
  GATSBY_MOCK_PARTNERS: process.env.GATSBY_MOCK_PARTNERS,
  GATSBY_MOCK_REFUSE_WRITES_EVERY: process.env.GATSBY_MOCK_REFUSE_WRITES_EVERY,
  GATSBY_COGNITO_USER_POOL_ID: process.env.GATSBY_COGNITO_USER_POOL_ID,
  GATSBY_COGNITO_CLIENT_ID: process.env.GATSBY_COGNITO_CLIENT_ID,
  GATSBY_COGNITO_DOMAIN: process.env.GATSBY_COGNITO_DOMAIN,
  GATSBY_COGNITO_REGION: process.env.GATSBY_COGNITO_REGION,
  GATSBY_COGNITO_USER_POOL_ENDPOINT: process.env.GATSBY_COGNITO_USER_POOL_ENDPOINT,
  GATSBY_COGNITO_IDENTITY_PROVIDER: process.env.GATSBY_COGNITO_IDENTITY_PROVIDER,
})

/**
 * Empty strings in a .env file mean "not set". The outer optional only passes absence through
 * (as the inner one would); it keeps the variable optional in z.input, as classic preprocess did.
 */
const optional = <T extends z.core.SomeType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' ? undefined : value)),
      z.optional(schema),
    ),
  )

const url = z.pipe(
  z.url({ protocol: /^https?$/ }),
  z.transform((value: string) => value.replace(/\/+$/, '')),
)

const nonEmpty = () => z.string().check(z.minLength(1))

// The application token asks to create, read, update and delete dealer stores.
export const DEFAULT_DATA_SCOPES: readonly string[] = ALL_DATA_SCOPES

const EnvSchema = z.object({
  GATSBY_DATA_SERVICE_URL: url,
  GATSBY_DATA_AUTH_URL: url,
  GATSBY_DATA_TOKEN_URL: optional(url),
  GATSBY_DATA_CLIENT_ID: nonEmpty(),
  GATSBY_DATA_CLIENT_SECRET: optional(nonEmpty()),
  GATSBY_DATA_API_KEY: nonEmpty(),
  GATSBY_DATA_SCOPES: z.pipe(
    optional(z.string()),
    z.transform((value) => (value ? parseScope(value) : DEFAULT_DATA_SCOPES)),
  ),
  GATSBY_USE_MOCKS: z.pipe(
    optional(z.enum(['true', 'false'])),
    z.transform((value) => value === 'true'),
  ),
  GATSBY_MOCK_DELAY_MS: z.pipe(
    optional(z.coerce.number().check(z.int(), z.gte(0))),
    z.transform((value) => value ?? 300),
  ),
  // The specified mock world has 103 partners; more are for trying bulk changes at scale.
  GATSBY_MOCK_PARTNERS: z.pipe(
    optional(z.coerce.number().check(z.int(), z.gte(103))),
    z.transform((value) => value ?? 103),
  ),
  GATSBY_MOCK_REFUSE_WRITES_EVERY: z.pipe(
    optional(z.coerce.number().check(z.int(), z.gte(0))),
    z.transform((value) => value ?? 0),
  ),
  GATSBY_COGNITO_USER_POOL_ID: optional(z.string().check(z.regex(/^[\w-]+_[0-9A-Za-z]+$/))),
  GATSBY_COGNITO_CLIENT_ID: optional(nonEmpty()),
  GATSBY_COGNITO_DOMAIN: optional(z.string().check(z.regex(/^[^/\s]+$/, 'a host name, without https://'))),
  GATSBY_COGNITO_REGION: optional(nonEmpty()),
  GATSBY_COGNITO_USER_POOL_ENDPOINT: optional(url),
  GATSBY_COGNITO_IDENTITY_PROVIDER: optional(nonEmpty()),
})

export type RawEnv = Partial<Record<keyof ReturnType<typeof readRawEnv>, string | undefined>>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** The AWS region a Cognito user pool lives in: its id starts with it (eu-west-1_AbC123). */
export function poolRegion(poolId: string): string {
  return poolId.split('_')[0] ?? ''
}

/** Cognito needs these three together; the others refine them. */
const COGNITO_REQUIRED = [
  'GATSBY_COGNITO_USER_POOL_ID',
  'GATSBY_COGNITO_CLIENT_ID',
  'GATSBY_COGNITO_DOMAIN',
] as const
const COGNITO_SETTINGS = [
  ...COGNITO_REQUIRED,
  'GATSBY_COGNITO_REGION',
  'GATSBY_COGNITO_USER_POOL_ENDPOINT',
  'GATSBY_COGNITO_IDENTITY_PROVIDER',
] as const

/**
 * Cognito is configured all or not at all: half a configuration would ship the stand-in sign-in
 * beside a Cognito client that cannot work. Names what is missing.
 */
function cognitoProblems(env: z.output<typeof EnvSchema>): string[] {
  const set = COGNITO_SETTINGS.filter((name) => env[name] !== undefined)
  if (set.length === 0) return []
  const problems = COGNITO_REQUIRED.filter((name) => env[name] === undefined).map(
    (name) =>
      `${name} is missing (${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set: Cognito needs all of ${COGNITO_REQUIRED.join(', ')}, or none for the local stand-in)`,
  )
  // Amplify reads the region from the pool id; a different region setting is a typo.
  const pool = env.GATSBY_COGNITO_USER_POOL_ID
  const region = env.GATSBY_COGNITO_REGION
  if (pool && region && poolRegion(pool) !== region) {
    problems.push(`GATSBY_COGNITO_REGION is malformed (${region} is not the region of the user pool ${pool})`)
  }
  return problems
}

/**
 * Without a client secret the token request carries the user's id token (token-manager), which
 * only a token broker of our own may receive: never the auth service's /oauth2/token
 * (docs/decisions/003).
 */
function tokenProblems(env: z.output<typeof EnvSchema>): string[] {
  if (env.GATSBY_DATA_CLIENT_SECRET !== undefined || env.GATSBY_DATA_TOKEN_URL !== undefined) return []
  return [
    'GATSBY_DATA_TOKEN_URL is missing (without GATSBY_DATA_CLIENT_SECRET the token request carries the ' +
      'user\'s id token, for a token broker of your own: README, "A token broker")',
  ]
}

/** Parses the settings and names every missing or malformed variable in one message. */
export function parseEnv(source: RawEnv) {
  const result = EnvSchema.safeParse(source)
  const problems = result.success
    ? [...tokenProblems(result.data), ...cognitoProblems(result.data)]
    : schemaProblems(source, result.error)
  if (result.success && problems.length === 0) return result.data
  throw new EnvError(`Invalid environment: ${problems.join('; ')}. See .env.example.`)
}

function schemaProblems(source: RawEnv, error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0])
    const missing = source[name as keyof RawEnv] === undefined || source[name as keyof RawEnv] === ''
    return `${name} is ${missing ? 'missing' : `malformed (${issue.message})`}`
  })
}

export type Env = ReturnType<typeof parseEnv>

let cached: Env | undefined

/** The parsed settings of this build; throws an EnvError naming the bad variables. */
export function getEnv(): Env {
  cached ??= parseEnv(readRawEnv())
  return cached
}

/**
 * Whether Cognito is configured; without it the development sign-in stand-in is used. parseEnv
 * lets Cognito through all or none, so the browser's test of the domain alone agrees.
 */
export function hasCognito(env: Env = getEnv()): boolean {
  return env.GATSBY_COGNITO_DOMAIN !== undefined
}

/**
 * A client secret set at build time is inlined into the public JavaScript (docs/decisions/003).
 * A production build refuses it, in CI or not, unless ALLOW_PUBLIC_CLIENT_SECRET=true says it is
 * meant (a test or mock service), and then still says in one line that it is public
 * (docs/decisions/003). `gatsby develop` only warns: its bundle is served to this machine alone.
 */
export function clientSecretCheck(
  env: Env,
  settings: { production: boolean; ALLOW_PUBLIC_CLIENT_SECRET?: string },
): { verdict: 'none' | 'notice' | 'warn' | 'fail'; message?: string } {
  if (env.GATSBY_DATA_CLIENT_SECRET === undefined) return { verdict: 'none' }
  if (settings.ALLOW_PUBLIC_CLIENT_SECRET === 'true') {
    return {
      verdict: 'notice',
      message:
        'GATSBY_DATA_CLIENT_SECRET is public in this build (ALLOW_PUBLIC_CLIENT_SECRET=true): anyone who can load the site can read it.',
    }
  }
  const message =
    'GATSBY_DATA_CLIENT_SECRET is set: it ends up in the public JavaScript of this build, readable by ' +
    'anyone who can load the site. Leave it empty and point GATSBY_DATA_TOKEN_URL at a token broker ' +
    'that holds it (README, "A token broker"), or set ALLOW_PUBLIC_CLIENT_SECRET=true if this secret ' +
    'is meant to be public (a test or mock service).'
  return { verdict: settings.production ? 'fail' : 'warn', message }
}
