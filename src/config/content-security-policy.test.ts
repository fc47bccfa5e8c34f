import { describe, expect, test } from 'vitest'

import { connectSources, contentSecurityPolicy, inlineScriptHashes } from './content-security-policy'
import { parseEnv, type RawEnv } from './env'

const dataService: RawEnv = {
  GATSBY_DATA_SERVICE_URL: 'https://data.example.com/store/',
  GATSBY_DATA_AUTH_URL: 'https://auth.example.com/oauth2',
  GATSBY_DATA_CLIENT_ID: 'client',
  GATSBY_DATA_CLIENT_SECRET: 'secret',
  GATSBY_DATA_API_KEY: 'key',
}
const cognito: RawEnv = {
  GATSBY_COGNITO_USER_POOL_ID: 'eu-west-1_Abc123',
  GATSBY_COGNITO_CLIENT_ID: 'portal',
  GATSBY_COGNITO_DOMAIN: 'login.example.com',
}

/** sha256 of the empty string, base64: a value anyone can check with `openssl dgst`. */
const EMPTY_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('inlineScriptHashes', () => {
  test('hashes the text of each inline script as the browser does, and skips scripts with a src', () => {
    const html = [
      '<script src="/app-1.js" async></script>',
      '<script></script>',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.a=1;/*]]>*/</script>',
      '<SCRIPT type="text/javascript">window.b="\u00e9"</SCRIPT>',
      '<script data-src="/lazy.js">window.c=1</script>',
    ].join('\n')
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(4)
    expect(hashes[0]).toBe(EMPTY_HASH)
    expect(new Set(hashes).size).toBe(4)
  })

  test('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><script src="/a.js"></script></body></html>')).toEqual([])
  })
})

describe('connectSources', () => {
  test('lists the origins of the auth service, the data service and Cognito, without paths', () => {
    expect(connectSources(parseEnv({ ...dataService, ...cognito }))).toEqual([
      'https://auth.example.com',
      'https://data.example.com',
      'https://login.example.com',
      'https://cognito-idp.eu-west-1.amazonaws.com',
    ])
  })

  test('takes the Cognito API from the user pool endpoint when one is set', () => {
    const local = { GATSBY_COGNITO_USER_POOL_ENDPOINT: 'http://localhost:9229/' }
    expect(connectSources(parseEnv({ ...dataService, ...cognito, ...local })).at(-1)).toBe(
      'http://localhost:9229',
    )
  })

  test('adds a token broker’s host', () => {
    const broker = { GATSBY_DATA_TOKEN_URL: 'https://broker.example.com/token' }
    expect(connectSources(parseEnv({ ...dataService, ...broker }))).toContain('https://broker.example.com')
  })

  test('names a shared host once, and no Cognito host when the stand-in signs in', () => {
    const sameHost = { ...dataService, GATSBY_DATA_AUTH_URL: 'https://data.example.com/auth' }
    expect(connectSources(parseEnv(sameHost))).toEqual(['https://data.example.com'])
  })
})

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(parseEnv({ ...dataService, ...cognito }), [
    "'sha256-b'",
    "'sha256-a'",
    "'sha256-b'",
  ])

  test('runs scripts only from the site or by hash, each hash once, and never from strings', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"])
    expect(policy).not.toContain('unsafe-eval')
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'")
  })

  test.each([
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['default-src', ["'self'"]],
  ])('sets %s to %j', (name, sources) => {
    expect(directive(policy, name)).toEqual(sources)
  })

  test('lets the browser fetch from the site and the build’s services only', () => {
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://auth.example.com',
      'https://data.example.com',
      'https://login.example.com',
      'https://cognito-idp.eu-west-1.amazonaws.com',
    ])
  })

  test('is one header line', () => {
    expect(policy).not.toMatch(/[\r\n"]/)
  })
})
