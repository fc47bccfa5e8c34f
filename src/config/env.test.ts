import { describe, expect, test } from 'vitest'

import { clientSecretCheck, DEFAULT_DATA_SCOPES, EnvError, hasCognito, parseEnv, type RawEnv } from './env'
import { firstDataOrigins, tokenEndpoint } from './endpoints'

const required: RawEnv = {
  GATSBY_DATA_SERVICE_URL: 'https://data.example.com/',
  GATSBY_DATA_AUTH_URL: 'https://auth.example.com',
  GATSBY_DATA_CLIENT_ID: 'client',
  GATSBY_DATA_CLIENT_SECRET: 'secret',
  GATSBY_DATA_API_KEY: 'key',
}

function errorOf(source: RawEnv): string {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return (error as Error).message
  }
  throw new Error('parseEnv accepted the settings')
}

describe('parseEnv', () => {
  test('applies the defaults for the optional settings', () => {
    const env = parseEnv(required)
    expect(env.GATSBY_DATA_SCOPES).toEqual(DEFAULT_DATA_SCOPES)
    expect(env.GATSBY_MOCK_DELAY_MS).toBe(300)
    expect(env.GATSBY_USE_MOCKS).toBe(false)
    expect(env.GATSBY_COGNITO_DOMAIN).toBeUndefined()
  })

  test('asks for the create, read, update and delete dealer-store scopes by default', () => {
    expect(DEFAULT_DATA_SCOPES).toEqual([
      'dealer_store/create',
      'dealer_store/read',
      'dealer_store/update',
      'dealer_store/delete',
    ])
  })

  test('treats empty values as not set', () => {
    const env = parseEnv({
      ...required,
      GATSBY_DATA_SCOPES: '',
      GATSBY_MOCK_DELAY_MS: '',
      GATSBY_COGNITO_DOMAIN: '',
    })
    expect(env.GATSBY_DATA_SCOPES).toEqual(DEFAULT_DATA_SCOPES)
    expect(env.GATSBY_MOCK_DELAY_MS).toBe(300)
    expect(hasCognito(env)).toBe(false)
  })

  test('drops the trailing slash of the service addresses', () => {
    expect(parseEnv(required).GATSBY_DATA_SERVICE_URL).toBe('https://data.example.com')
  })

  test('splits scopes on spaces and commas', () => {
    expect(parseEnv({ ...required, GATSBY_DATA_SCOPES: 'a/read, b/write  c' }).GATSBY_DATA_SCOPES).toEqual([
      'a/read',
      'b/write',
      'c',
    ])
  })

  test('reads the mock switch and delay', () => {
    const env = parseEnv({ ...required, GATSBY_USE_MOCKS: 'true', GATSBY_MOCK_DELAY_MS: '0' })
    expect(env.GATSBY_USE_MOCKS).toBe(true)
    expect(env.GATSBY_MOCK_DELAY_MS).toBe(0)
  })

  test('names a missing variable', () => {
    const { GATSBY_DATA_CLIENT_ID: _, ...rest } = required
    expect(errorOf(rest)).toContain('GATSBY_DATA_CLIENT_ID is missing')
  })

  test('names a malformed address', () => {
    expect(errorOf({ ...required, GATSBY_DATA_AUTH_URL: 'auth.example.com' })).toContain(
      'GATSBY_DATA_AUTH_URL is malformed',
    )
    expect(errorOf({ ...required, GATSBY_DATA_SERVICE_URL: 'ftp://data.example.com' })).toContain(
      'GATSBY_DATA_SERVICE_URL is malformed',
    )
  })

  test('names every problem in one message', () => {
    const message = errorOf({ ...required, GATSBY_DATA_API_KEY: undefined, GATSBY_DATA_SERVICE_URL: 'nope' })
    expect(message).toContain('GATSBY_DATA_API_KEY is missing')
    expect(message).toContain('GATSBY_DATA_SERVICE_URL is malformed')
    expect(message).toContain('.env.example')
  })

  test('refuses a negative mock delay and a Cognito domain written as an address', () => {
    expect(errorOf({ ...required, GATSBY_MOCK_DELAY_MS: '-1' })).toContain(
      'GATSBY_MOCK_DELAY_MS is malformed',
    )
    expect(errorOf({ ...required, GATSBY_COGNITO_DOMAIN: 'https://login.example.com' })).toContain(
      'GATSBY_COGNITO_DOMAIN is malformed',
    )
  })

  const cognito = {
    GATSBY_COGNITO_USER_POOL_ID: 'eu-west-1_AbC123',
    GATSBY_COGNITO_CLIENT_ID: 'client',
    GATSBY_COGNITO_DOMAIN: 'login.example.com',
  }

  test('sees Cognito as configured with a pool, a client and a domain', () => {
    expect(hasCognito(parseEnv({ ...required, ...cognito }))).toBe(true)
    expect(hasCognito(parseEnv({ ...required, ...cognito, GATSBY_COGNITO_REGION: 'eu-west-1' }))).toBe(true)
  })

  test.each([
    ['the domain alone', { GATSBY_COGNITO_DOMAIN: 'login.example.com' }, ['USER_POOL_ID', 'CLIENT_ID']],
    ['no domain', { ...cognito, GATSBY_COGNITO_DOMAIN: '' }, ['DOMAIN']],
    ['only a region', { GATSBY_COGNITO_REGION: 'eu-west-1' }, ['USER_POOL_ID', 'CLIENT_ID', 'DOMAIN']],
  ])('refuses half a Cognito configuration (%s), naming what is missing', (_, settings, missing) => {
    const message = errorOf({ ...required, ...settings })
    for (const name of missing) expect(message).toContain(`GATSBY_COGNITO_${name} is missing`)
    expect(message).toContain('or none for the local stand-in')
  })

  test('refuses a region that is not the user pool’s', () => {
    expect(errorOf({ ...required, ...cognito, GATSBY_COGNITO_REGION: 'us-east-1' })).toContain(
      'GATSBY_COGNITO_REGION is malformed (us-east-1 is not the region of the user pool eu-west-1_AbC123)',
    )
  })

  test('uses the stand-in when no Cognito setting is given', () => {
    expect(hasCognito(parseEnv(required))).toBe(false)
  })
})

describe('the token endpoint', () => {
  test('is the auth service’s client-credentials endpoint unless a broker is named', () => {
    expect(tokenEndpoint(parseEnv(required))).toBe('https://auth.example.com/oauth2/token')
    expect(
      tokenEndpoint(parseEnv({ ...required, GATSBY_DATA_TOKEN_URL: 'https://broker.example.com/token/' })),
    ).toBe('https://broker.example.com/token')
  })

  test.each([
    [
      'the auth service and the data service',
      required,
      ['https://auth.example.com', 'https://data.example.com'],
    ],
    [
      'a broker on the data service’s host',
      { ...required, GATSBY_DATA_TOKEN_URL: 'https://data.example.com/token' },
      ['https://data.example.com'],
    ],
    [
      'one local mock for both',
      {
        ...required,
        GATSBY_DATA_SERVICE_URL: 'http://localhost:9100',
        GATSBY_DATA_AUTH_URL: 'http://localhost:9100/auth',
      },
      ['http://localhost:9100'],
    ],
  ])('the first data’s origins, to connect to early: %s', (_name, source, origins) => {
    expect(firstDataOrigins(parseEnv(source))).toEqual(origins)
  })

  test('must be a broker when there is no client secret, so the user’s id token never goes to the auth service', () => {
    expect(errorOf({ ...required, GATSBY_DATA_CLIENT_SECRET: '' })).toContain(
      'GATSBY_DATA_TOKEN_URL is missing',
    )
    expect(errorOf({ ...required, GATSBY_DATA_CLIENT_SECRET: undefined })).toContain(
      'GATSBY_DATA_TOKEN_URL is missing',
    )
  })
})

describe('clientSecretCheck: a secret set at build time is public', () => {
  const withSecret = parseEnv(required)
  const withoutSecret = parseEnv({
    ...required,
    GATSBY_DATA_CLIENT_SECRET: '',
    GATSBY_DATA_TOKEN_URL: 'https://broker.example.com/token',
  })

  test.each([
    ['no secret, production build', 'none', withoutSecret, { production: true }],
    ['a secret, production build', 'fail', withSecret, { production: true }],
    [
      'a secret, production build, allowed with another word than true',
      'fail',
      withSecret,
      { production: true, ALLOW_PUBLIC_CLIENT_SECRET: 'yes' },
    ],
    [
      'a secret, production build, explicitly allowed',
      'notice',
      withSecret,
      { production: true, ALLOW_PUBLIC_CLIENT_SECRET: 'true' },
    ],
    ['a secret, development server', 'warn', withSecret, { production: false }],
    [
      'a secret, development server, explicitly allowed',
      'notice',
      withSecret,
      { production: false, ALLOW_PUBLIC_CLIENT_SECRET: 'true' },
    ],
  ] as const)('%s: %s', (_, verdict, env, settings) => {
    expect(clientSecretCheck(env, settings).verdict).toBe(verdict)
  })

  test('says in one line that an allowed secret is public', () => {
    const { message } = clientSecretCheck(withSecret, {
      production: true,
      ALLOW_PUBLIC_CLIENT_SECRET: 'true',
    })
    expect(message).toMatch(/^GATSBY_DATA_CLIENT_SECRET is public in this build/)
    expect(message).not.toContain('\n')
  })

  test('says why and what to do instead', () => {
    const { message } = clientSecretCheck(withSecret, { production: true })
    expect(message).toContain('public JavaScript')
    expect(message).toContain('GATSBY_DATA_TOKEN_URL')
    expect(message).toContain('ALLOW_PUBLIC_CLIENT_SECRET=true')
  })
})
