import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { loginPathFor, safeReturnTo } from './return-to'

const AUTH_PAGE = /^\/(zh-TW\/|en\/)?auth\//

/** Strings built from the pieces open-redirect tricks are made of. */
const trickyPath = fc
  .array(
    fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '%2e',
      '%2E%2E',
      '\\',
      '%5C',
      '\t',
      '\n',
      ' ',
      '@',
      ':',
      'http:',
      'javascript:',
      'evil.com',
      'auth',
      'login',
      'zh-TW',
      'en',
      'dealers',
      '?',
      '#',
      '=',
      '&',
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))

/** Site-looking paths whose segments include empty, dot and parent segments. */
const dottedPath = fc
  .array(fc.constantFrom('', '.', '..', '%2e', '%2E%2e', 'evil.com', 'auth', 'login', 'zh-TW', 'dealers'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((segments) => `/${segments.join('/')}`)

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
const goodPath = fc
  .tuple(
    fc.array(segment, { minLength: 1, maxLength: 4 }),
    fc.array(fc.tuple(segment, segment), { maxLength: 3 }),
  )
  .filter(([segments]) => segments[0] !== 'auth' && !(segments[0] === 'zh-TW' && segments[1] === 'auth'))
  .map(([segments, query]) => {
    const search = query.length ? `?${query.map(([key, value]) => `${key}=${value}`).join('&')}` : ''
    return `/${segments.join('/')}/${search}`
  })

// Built as the file loads, not inside a test: fast-check's first arbitrary over every code point
// (its web addresses use one) builds a table of all 1.1 million, about a second of CPU once per
// worker, which on a loaded machine took the test past its 5 s.
const anyText = fc.oneof(dottedPath, trickyPath, fc.string(), fc.webUrl(), fc.webPath())
const anyPath = fc.oneof(dottedPath, trickyPath, fc.webPath())

describe('safeReturnTo', () => {
  test.each([
    ['/dealers/', '/dealers/'],
    ['/dealers/?page=2&q=bike', '/dealers/?page=2&q=bike'],
    ['/zh-TW/stores/#map', '/zh-TW/stores/#map'],
    ['/', '/'],
    ['/stores/../dealers/', '/dealers/'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected)
  })

  test.each([
    ['another origin', 'https://evil.com/'],
    ['a protocol-relative address', '//evil.com/'],
    ['a backslash trick', '/\\evil.com'],
    ['a dot segment hiding a protocol-relative address', '/.//evil.com'],
    ['a parent segment hiding a protocol-relative address', '/x/..//evil.com/?a=1'],
    ['an encoded parent segment hiding a protocol-relative address', '/x/%2e%2e//evil.com'],
    ['a tab hiding a protocol-relative address', '/\t/evil.com'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'dealers/'],
    ['the login page', '/auth/login/?returnTo=/dealers/'],
    ['the callback page', '/auth/callback/'],
    ['the zh-TW login page', '/zh-TW/auth/login/'],
    ['a path resolving to the login page', '/dealers/../auth/login/'],
    ['an empty string', ''],
    ['something too long', `/${'a'.repeat(2048)}`],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_, value) => {
    expect(safeReturnTo(value)).toBeUndefined()
  })

  test('never returns anything but a same-site path outside the auth pages', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const result = safeReturnTo(value)
        if (result === undefined) return
        expect(result.startsWith('/')).toBe(true)
        expect(result.startsWith('//')).toBe(false)
        expect(result).not.toContain('\\')
        expect(result).not.toMatch(AUTH_PAGE)
        expect(new URL(result, 'http://site.invalid').origin).toBe('http://site.invalid')
      }),
      { numRuns: 500 },
    )
  })

  test('gives the same answer for a path it already cleaned', () => {
    fc.assert(
      fc.property(anyPath, (value) => {
        const result = safeReturnTo(value)
        if (result !== undefined) expect(safeReturnTo(result)).toBe(result)
      }),
    )
  })

  test('keeps every plain site path with its query string unchanged', () => {
    fc.assert(
      fc.property(goodPath, (path) => {
        expect(safeReturnTo(path)).toBe(path)
      }),
    )
  })
})

describe('loginPathFor', () => {
  test('adds the page to come back to, encoded, to the login path', () => {
    expect(loginPathFor('/auth/login/', '/dealers/?page=2')).toBe(
      '/auth/login/?returnTo=%2Fdealers%2F%3Fpage%3D2',
    )
  })

  test('leaves out the home page, which is where sign-in goes anyway', () => {
    expect(loginPathFor('/auth/login/', '/')).toBe('/auth/login/')
  })

  test('leaves out an unsafe or missing page', () => {
    expect(loginPathFor('/zh-TW/auth/login/', '//evil.com/')).toBe('/zh-TW/auth/login/')
    expect(loginPathFor('/auth/login/', '/auth/callback/')).toBe('/auth/login/')
    expect(loginPathFor('/auth/login/', undefined)).toBe('/auth/login/')
  })
})
