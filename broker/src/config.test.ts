import { describe, expect, test } from 'vitest'

import { ConfigError, readConfig } from './config'

const complete = {
  BROKER_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123',
  BROKER_AUDIENCE: 'app-client-1',
  BROKER_TOKEN_URL: 'https://auth.example.com/oauth2/token',
  BROKER_CLIENT_ID: 'portal',
  BROKER_CLIENT_SECRET: 'very-secret-value',
  BROKER_ROLES: '{"portal-editors":"editor","portal-viewers":"viewer"}',
}

function problem(environment: Record<string, string | undefined>): string {
  try {
    readConfig(environment)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('no ConfigError')
}

describe('readConfig', () => {
  test('reads every setting, with the pool’s JWKS, port 8787, five tokens a minute and no CORS by default', () => {
    expect(readConfig(complete)).toEqual({
      issuer: complete.BROKER_ISSUER,
      jwksUrl: `${complete.BROKER_ISSUER}/.well-known/jwks.json`,
      audience: ['app-client-1'],
      tokenUrl: complete.BROKER_TOKEN_URL,
      clientId: 'portal',
      clientSecret: 'very-secret-value',
      roles: { 'portal-editors': 'editor', 'portal-viewers': 'viewer' },
      allowedOrigins: [],
      port: 8787,
      tokensPerMinute: 5,
    })
  })

  test('takes a JWKS address, several app clients and origins, a port and a rate', () => {
    const config = readConfig({
      ...complete,
      BROKER_JWKS_URL: 'https://keys.internal:8443/jwks.json',
      BROKER_AUDIENCE: 'app-1, app-2',
      BROKER_ALLOWED_ORIGINS: 'https://partners.example.com, http://localhost:9000',
      PORT: '9999',
      BROKER_TOKENS_PER_MINUTE: '1000',
    })
    expect(config).toMatchObject({
      jwksUrl: 'https://keys.internal:8443/jwks.json',
      audience: ['app-1', 'app-2'],
      allowedOrigins: ['https://partners.example.com', 'http://localhost:9000'],
      port: 9999,
      tokensPerMinute: 1000,
    })
  })

  test.each(Object.keys(complete))('names %s when it is missing or empty', (name) => {
    expect(problem({ ...complete, [name]: undefined })).toContain(`${name} is missing`)
    expect(problem({ ...complete, [name]: '  ' })).toContain(`${name} is missing`)
  })

  test.each([
    ['BROKER_ISSUER', 'cognito-idp.example.com/pool'],
    ['BROKER_TOKEN_URL', 'ftp://auth.example.com/token'],
    ['BROKER_JWKS_URL', 'http://keys.example.com/jwks.json'],
    ['BROKER_ROLES', '{"portal-editors":"admin"}'],
    ['BROKER_ROLES', '["portal-editors"]'],
    ['BROKER_ROLES', '{}'],
    ['BROKER_ROLES', 'portal-editors=editor'],
    ['BROKER_ALLOWED_ORIGINS', 'https://partners.example.com/'],
    ['BROKER_ALLOWED_ORIGINS', '*'],
    ['BROKER_ALLOWED_ORIGINS', 'partners.example.com'],
    ['PORT', '80a'],
    ['PORT', '70000'],
    ['BROKER_TOKENS_PER_MINUTE', '0'],
    ['BROKER_TOKENS_PER_MINUTE', '2.5'],
  ])('names %s when it is malformed (%s)', (name, value) => {
    expect(problem({ ...complete, [name]: value })).toMatch(new RegExp(`${name} is malformed \\(.+\\)`))
  })

  test('needs BROKER_JWKS_URL when the issuer is not https: the keys are fetched over https only', () => {
    expect(problem({ ...complete, BROKER_ISSUER: 'http://localhost:9229/pool' })).toContain(
      'BROKER_JWKS_URL is missing',
    )
  })

  test('names every problem at once, and never the secret', () => {
    const message = problem({ ...complete, BROKER_AUDIENCE: undefined, PORT: 'x', BROKER_ROLES: '{' })
    expect(message).toMatch(/BROKER_AUDIENCE is missing; BROKER_ROLES is malformed .*; PORT is malformed/)
    expect(message).not.toContain(complete.BROKER_CLIENT_SECRET)
  })
})
