import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { newWebLinks, webLinkEdits, webLinkProblems, webLinksDraftOf } from './web-links-rules'

const draft = (url = '', Facebook = '', instagram = '') => ({ url, Facebook, instagram })

describe('web-link rules', () => {
  test.each([
    ['all empty', draft(), []],
    ['an https website', draft('https://velo.example/shop'), []],
    ['an http Facebook page', draft('', 'http://facebook.com/velo'), []],
    ['spaces around an address', draft('  https://velo.example  '), []],
    ['a javascript: address', draft('javascript:alert(1)'), ['url']],
    ['a data: address', draft('', 'data:text/html,<b>x</b>'), ['Facebook']],
    ['a mailto: address', draft('', '', 'mailto:a@velo.example'), ['instagram']],
    ['an address without a scheme', draft('www.velo.example'), ['url']],
    ['a bare name', draft('', '', '@velo'), ['instagram']],
  ])('%s', (_, input, fields) => {
    expect(webLinkProblems(input)).toEqual(fields.map((field) => ({ field, kind: 'notWeb' })))
  })

  test('no address that is not http(s) passes, whatever its scheme', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz')
    const scheme = fc
      .array(letter, { minLength: 1, maxLength: 10 })
      .map((letters) => letters.join(''))
      .filter((name) => name !== 'http' && name !== 'https')
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 20 }), (name, rest) => {
        expect(webLinkProblems(draft(`${name}:${rest.trim() || 'x'}`))).toHaveLength(1)
      }),
    )
  })

  test('only the changed fields are edits, trimmed, and an emptied field becomes null', () => {
    const opened = webLinksDraftOf({ id: 1, bpId: 2, url: 'https://a.example', Facebook: null })
    expect(opened).toEqual(draft('https://a.example'))
    expect(webLinkEdits(opened, draft('', ' https://fb.example/a '))).toEqual({
      url: null,
      Facebook: 'https://fb.example/a',
    })
    expect(webLinkEdits(opened, opened)).toEqual({})
  })

  test('a new record carries the partner and every field', () => {
    expect(newWebLinks(draft('https://a.example'), 7)).toEqual({
      bpId: 7,
      url: 'https://a.example',
      Facebook: null,
      instagram: null,
    })
  })
})
