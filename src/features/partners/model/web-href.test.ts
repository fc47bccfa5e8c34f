import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { webHref, webLinkText } from './web-href'

// Built as the file loads, not inside a test: fast-check's first arbitrary over every code point
// (its web addresses use one) builds a table of all 1.1 million, about a second of CPU once per
// worker, which on a loaded machine took the test past its 5 s.
const anyAddress = fc.oneof(
  fc.string(),
  fc.webUrl(),
  fc.webUrl().map((url) => url.replace(/^https?/, 'javascript')),
)

describe('webHref', () => {
  test('accepts http and https addresses only', () => {
    expect(webHref(' https://www.velo-berlin.de/ ')).toBe('https://www.velo-berlin.de/')
    expect(webHref('http://instagram.com/veloberlin')).toBe('http://instagram.com/veloberlin')
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:a@b.de',
      'tel:+4930123',
      'www.x.de',
      '',
    ])
      expect(webHref(value), value).toBeUndefined()
  })

  test('never hands out anything but an http(s) URL', () => {
    fc.assert(
      fc.property(anyAddress, (value) => {
        const href = webHref(value)
        if (href !== undefined) expect(new URL(href).protocol).toMatch(/^https?:$/)
      }),
    )
  })
})

describe('webLinkText', () => {
  test('drops the scheme and a lone trailing slash', () => {
    expect(webLinkText('https://www.velo-berlin.de/')).toBe('www.velo-berlin.de')
    expect(webLinkText('HTTP://shop.example/bikes/?q=1')).toBe('shop.example/bikes/?q=1')
  })
})
