import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { isEmailAddress, mailtoHref, safeHref, telHref } from './safe-href'

// Built as the file loads, not inside a test: fast-check's first arbitrary over every code point
// (its web addresses use one) builds a table of all 1.1 million, about a second of CPU once per
// worker, which on a loaded machine took the test past its 5 s.
const webAddress = fc.webUrl({ withQueryParameters: true, withFragments: true })

describe('safeHref', () => {
  test('keeps http, https, mailto and tel links', () => {
    expect(safeHref('https://velo.example/shop')).toBe('https://velo.example/shop')
    expect(safeHref('http://velo.example')).toBe('http://velo.example/')
    expect(safeHref('mailto:a@b.tw')).toBe('mailto:a@b.tw')
    expect(safeHref('tel:+886223456789')).toBe('tel:+886223456789')
  })

  test.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example',
    '/relative',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(safeHref(value)).toBeUndefined()
  })

  // Schemes written as an attacker would: any case, with tabs or newlines inside (which URL parsing
  // drops) and leading blanks.
  const disguised = (scheme: string) =>
    fc
      .tuple(
        fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }),
        fc.constantFrom('', ' ', '\t', '\n'),
      )
      .map(([upper, lead]) => lead + [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''))

  test('refuses every other protocol, however it is written and whatever follows', () => {
    const scheme = fc
      .constantFrom('javascript:', 'data:', 'vbscript:', 'file:', 'ftp:', 'blob:', 'about:')
      .chain(disguised)
    fc.assert(
      fc.property(scheme, fc.string(), (prefix, rest) => {
        expect(safeHref(prefix + rest)).toBeUndefined()
      }),
    )
  })

  test('keeps every web address, and what it returns is that address', () => {
    fc.assert(
      fc.property(webAddress, (value) => {
        const href = safeHref(value)
        expect(href).toBe(new URL(value).href)
        expect(href).toMatch(/^https?:\/\//)
      }),
    )
  })
})

describe('mailtoHref and telHref', () => {
  test('link plausible addresses and numbers only', () => {
    expect(mailtoHref('shop@velo.tw')).toBe('mailto:shop@velo.tw')
    expect(mailtoHref('not an email')).toBeUndefined()
    expect(mailtoHref('x@y.z?subject=<script>')).toBeUndefined()
    expect(telHref('+886 2 2345-6789')).toBe('tel:+886223456789')
    expect(telHref('call me')).toBeUndefined()
    expect(telHref('javascript:alert(1)')).toBeUndefined()
  })

  test.each(['a@b.com?bcc=x%40evil.com', 'a@b.com&cc=x@evil.com', 'a=b@c.com', 'a@b.com#x'])(
    'does not link %j, whose ?, & or = would become mailto headers',
    (email) => {
      expect(mailtoHref(email)).toBeUndefined()
    },
  )

  test('an address looks like one exactly when it is linked, whatever its text', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.emailAddress(),
      fc.tuple(fc.string(), fc.string(), fc.string()).map(([a, b, c]) => ` ${a}@${b}.${c}\t`),
    )
    fc.assert(
      fc.property(text, (email) => {
        expect(isEmailAddress(email)).toBe(Boolean(mailtoHref(email)))
      }),
    )
  })

  test('still links an address with a plus, dots and dashes', () => {
    expect(mailtoHref('sales+eu@velo-bikes.co.uk')).toBe('mailto:sales+eu@velo-bikes.co.uk')
  })
})
