import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { mailtoHref, safeHref, telHref } from './safe-href'

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

  test('never returns a link of another protocol, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const href = safeHref(value)
        if (href !== undefined) expect(href).toMatch(/^(https?|mailto|tel):/)
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
})
