import { z } from 'zod'

/**
 * Every GATSBY_* setting the browser needs, read once and checked with zod.
 *
 * Gatsby inlines `process.env.GATSBY_*` at build time only where the name is
 * written out literally, so each variable is listed by hand below.
 */
const readRawEnv = () => ({
  GATSBY_DATA_SERVICE_URL: process.env.GATSBY_DATA_SERVICE_URL,
  GATSBY_DATA_AUTH_URL: process.env.GATSBY_DATA_AUTH_URL,
  GATSBY_DATA_CLIENT_ID: process.env.GATSBY_DATA_CLIENT_ID,
  GATSBY_DATA_CLIENT_SECRET: process.env.GATSBY_DATA_CLIENT_SECRET,
  GATSBY_DATA_API_KEY: process.env.GATSBY_DATA_API_KEY,
  GATSBY_DATA_SCOPES: process.env.GATSBY_DATA_SCOPES,
  GATSBY_USE_MOCKS: process.env.GATSBY_USE_MOCKS,
  GATSBY_MOCK_DELAY_MS: process.env.GATSBY_MOCK_DELAY_MS,
  GATSBY_COGNITO_USER_POOL_ID: process.env.GATSBY_COGNITO_USER_POOL_ID,
  GATSBY_COGNITO_CLIENT_ID: process.env.GATSBY_COGNITO_CLIENT_ID,
  GATSBY_COGNITO_DOMAIN: process.env.GATSBY_COGNITO_DOMAIN,
  GATSBY_COGNITO_REGION: process.env.GATSBY_COGNITO_REGION,
  GATSBY_COGNITO_USER_POOL_ENDPOINT: process.env.GATSBY_COGNITO_USER_POOL_ENDPOINT,
  GATSBY_COGNITO_IDENTITY_PROVIDER: process.env.GATSBY_COGNITO_IDENTITY_PROVIDER,
})

/** Empty strings in a .env file mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''))

// spec §6: the application token asks to create, read, update and delete dealer stores.
export const DEFAULT_DATA_SCOPES = [
  'dealer_store/create',
  'dealer_store/read',
  'dealer_store/update',
  'dealer_store/delete',
]

export const EnvSchema = z.object({
  GATSBY_DATA_SERVICE_URL: url,
  GATSBY_DATA_AUTH_URL: url,
  GATSBY_DATA_CLIENT_ID: z.string().min(1),
  GATSBY_DATA_CLIENT_SECRET: z.string().min(1),
  GATSBY_DATA_API_KEY: z.string().min(1),
  GATSBY_DATA_SCOPES: optional(z.string()).transform((value) =>
    value ? value.split(/[\s,]+/).filter(Boolean) : DEFAULT_DATA_SCOPES,
  ),
  GATSBY_USE_MOCKS: optional(z.enum(['true', 'false'])).transform((value) => value === 'true'),
  GATSBY_MOCK_DELAY_MS: optional(z.coerce.number().int().min(0)).transform((value) => value ?? 300),
  GATSBY_COGNITO_USER_POOL_ID: optional(z.string().regex(/^[\w-]+_[0-9A-Za-z]+$/)),
  GATSBY_COGNITO_CLIENT_ID: optional(z.string().min(1)),
  GATSBY_COGNITO_DOMAIN: optional(z.string().regex(/^[^/\s]+$/, 'a host name, without https://')),
  GATSBY_COGNITO_REGION: optional(z.string().min(1)),
  GATSBY_COGNITO_USER_POOL_ENDPOINT: optional(url),
  GATSBY_COGNITO_IDENTITY_PROVIDER: optional(z.string().min(1)),
})

export type RawEnv = Partial<Record<keyof ReturnType<typeof readRawEnv>, string | undefined>>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses the settings and names every missing or malformed variable in one message. */
export function parseEnv(source: RawEnv) {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    const missing = source[name as keyof RawEnv] === undefined || source[name as keyof RawEnv] === ''
    return `${name} is ${missing ? 'missing' : `malformed (${issue.message})`}`
  })
  throw new EnvError(`Invalid environment: ${problems.join('; ')}. See .env.example.`)
}

export type Env = ReturnType<typeof parseEnv>

let cached: Env | undefined

/** The parsed settings of this build; throws an EnvError naming the bad variables. */
export function getEnv(): Env {
  cached ??= parseEnv(readRawEnv())
  return cached
}

/** Whether Cognito is configured; without it the development sign-in stand-in is used. */
export function hasCognito(env: Env = getEnv()): boolean {
  return Boolean(env.GATSBY_COGNITO_USER_POOL_ID && env.GATSBY_COGNITO_CLIENT_ID && env.GATSBY_COGNITO_DOMAIN)
}
