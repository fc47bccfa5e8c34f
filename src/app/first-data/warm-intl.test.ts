import { afterEach, describe, expect, test, vi } from 'vitest'

import { stubWorker } from '@/test/stub-worker'

import { buildFirstFormatters, warmIntlWhileScriptsLoad } from './warm-intl'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('warmIntlWhileScriptsLoad', () => {
  test('starts the worker at the build’s address, named after the page’s language', () => {
    const started = stubWorker()
    warmIntlWhileScriptsLoad('/warm-intl-0123456789abcdef0123.js', 'zh-TW')
    expect(started).toEqual([['/warm-intl-0123456789abcdef0123.js', { name: 'zh-TW' }]])
  })

  test.each([
    ['a browser without workers', undefined],
    [
      'a browser that refuses the worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError')
        }
      },
    ],
  ])('%s: the page goes on, and builds nothing on its main thread', (_, worker) => {
    vi.stubGlobal('Worker', worker)
    const built = vi.spyOn(Intl, 'DateTimeFormat')
    expect(() => warmIntlWhileScriptsLoad('/warm-intl-0123456789abcdef0123.js', 'en')).not.toThrow()
    expect(built).not.toHaveBeenCalled()
  })
})

describe('buildFirstFormatters', () => {
  const KINDS = ['DateTimeFormat', 'NumberFormat', 'DisplayNames', 'Collator'] as const

  test.each(['en', 'zh-TW'])(
    'builds one formatter of each kind the first render needs, in %s',
    (language) => {
      const built: string[] = []
      for (const kind of KINDS) {
        const Original = Intl[kind] as new (...args: unknown[]) => object
        // A function, not an arrow: it is called with `new`.
        vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
          built.push(`${kind} ${[args[0]].flat().join()}`)
          return new Original(...args)
        } as never)
      }
      buildFirstFormatters(language)
      expect(new Set(built)).toEqual(new Set(KINDS.map((kind) => `${kind} ${language}`)))
    },
  )
})
