import { describe, expect, test } from 'vitest'

import { LANGUAGES } from '@/config/site'

import { localeResources } from './i18n'

/** Every key path of a nested translation object: { a: { b: 'x' } } -> ['a.b']. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort()
    : []
}

function valueAt(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree)
}

describe('locales', () => {
  const english = localeResources.en ?? {}

  test('common stays first by name, so the pages keep it as their default namespace', () => {
    // gatsby-plugin-react-i18next makes the first namespace of a page's query the default one, and
    // the query sorts them by name (app/page-locales.ts): a `bulk.json` would take common's place.
    expect(Object.keys(english).sort()[0]).toBe('common')
  })

  test('every language has the same namespaces', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(localeResources[language] ?? {}).sort()).toEqual(Object.keys(english).sort())
  })

  for (const namespace of Object.keys(english)) {
    test(`zh-TW and en have the same keys and placeholders in ${namespace}`, () => {
      const en = english[namespace]
      const zh = localeResources['zh-TW']?.[namespace]
      expect(keyPaths(zh).sort()).toEqual(keyPaths(en).sort())
      for (const path of keyPaths(en))
        expect(placeholders(valueAt(zh, path)), path).toEqual(placeholders(valueAt(en, path)))
    })
  }

  test('zh-TW is a translation, not a copy of the English', () => {
    const paths = Object.keys(english).flatMap((ns) => keyPaths(english[ns]).map((path) => `${ns}:${path}`))
    const same = paths.filter((full) => {
      const [ns = '', path = ''] = full.split(':')
      const en = valueAt(english[ns], path)
      return en === valueAt(localeResources['zh-TW']?.[ns], path) && /[a-z]{3}/.test(String(en))
    })
    // Language names are written in their own language on purpose.
    expect(same.filter((path) => !path.startsWith('common:language.'))).toEqual([])
  })

  test('no translation is empty', () => {
    for (const language of LANGUAGES) {
      for (const [ns, tree] of Object.entries(localeResources[language] ?? {})) {
        for (const path of keyPaths(tree))
          expect(String(valueAt(tree, path)).trim(), `${language} ${ns}:${path}`).not.toBe('')
      }
    }
  })
})
