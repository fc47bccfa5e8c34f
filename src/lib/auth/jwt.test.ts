import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { readJwtClaims, stringClaim } from './jwt'

function base64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** An unsigned JWT, as the identity provider's would look to code that only reads it. */
function jwt(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'none' }))}.${base64Url(JSON.stringify(payload))}.signature`
}

describe('readJwtClaims', () => {
  test('reads the name and email of an id token', () => {
    const claims = readJwtClaims(jwt({ name: 'Avery Johnson', email: 'avery@example.com', exp: 1 }))
    expect(claims).toEqual({ name: 'Avery Johnson', email: 'avery@example.com', exp: 1 })
  })

  test('decodes UTF-8 names', () => {
    const claims = readJwtClaims(jwt({ name: '林文馨', email: 'wen@example.com' }))
    expect(stringClaim(claims, 'name')).toBe('林文馨')
  })

  test('reads base64url payloads that need the - and _ characters', () => {
    // '?>' and '~~~' encode to base64 with '/' and '+', so their base64url form has '_' and '-'.
    const token = jwt({ note: '?>?>~~~ÿ' })
    expect(token.split('.')[1]).toMatch(/[-_]/)
    expect(readJwtClaims(token)).toEqual({ note: '?>?>~~~ÿ' })
  })

  test('reads back any claims, whatever their characters', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })),
        (claims) => {
          expect(readJwtClaims(jwt(claims))).toEqual(claims)
        },
      ),
    )
  })

  test.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['a token without a payload', 'header-only'],
    ['a token with an empty payload', 'header..signature'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${base64Url('not json')}.c`],
    ['a payload that is a number', `a.${base64Url('42')}.c`],
    ['a payload that is null', `a.${base64Url('null')}.c`],
  ])('gives no claims for %s', (_, token) => {
    expect(readJwtClaims(token)).toEqual({})
  })

  test('never throws, whatever the token', () => {
    fc.assert(
      fc.property(fc.string(), (token) => {
        expect(typeof readJwtClaims(token)).toBe('object')
      }),
    )
  })
})

describe('stringClaim', () => {
  test('gives an empty string for a missing or non-string claim', () => {
    expect(stringClaim({ name: 42 }, 'name')).toBe('')
    expect(stringClaim({}, 'email')).toBe('')
  })
})
