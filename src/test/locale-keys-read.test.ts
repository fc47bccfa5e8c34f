import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { localeResources } from './i18n'

/**
 * No locale key that no code reads. knip finds unused exports, not keys, so
 * this reads the site's sources (tests excluded) the way a reviewer would: a key is read when it
 * is written as a string (`'list.title'`, `'data:errors.notFound'`), or when a template such as
 * `` `list.count.${kind}` `` or `` `${kind}.title` `` can make it. i18next's plural (`_one`,
 * `_other`...) and context (`_dealer`) suffixes are the caller's `count` and `context`.
 */

const ROOT = path.resolve(__dirname, '../..')

function sources(): string[] {
  const site = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map((file) => path.join(ROOT, 'src', file))
  const gatsby = readdirSync(ROOT)
    .filter((file) => /^gatsby-.*\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, file))
  return [...site, ...gatsby].map((file) => readFileSync(file, 'utf8'))
}

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What code can ask for: every string literal, and every template with some text of its own. */
function readers(code: string) {
  const strings = new Set(
    // Empty strings too ('' ends where it starts): else `?? ''} … t('key')` pairs the wrong quotes.
    [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map(([, single, double]) =>
      (single ?? double ?? '').replace(/^\w+:/, ''),
    ),
  )
  const templates = [...code.matchAll(/`([^`]*\$\{[^`]*)`/g)]
    .map(([, body = '']) => body.split(/\$\{[^}]*\}/))
    .filter((parts) => parts.some((part) => /[A-Za-z]/.test(part)))
    .map((parts) => new RegExp(`^(?:\\w+:)?${parts.map(escape).join('[\\w.-]+')}$`))
  return { strings, templates }
}

/** The names a key can be asked for by: itself, without its plural suffix, without its context. */
function askedAs(key: string): string[] {
  const singular = key.replace(/_(zero|one|two|few|many|other)$/, '')
  return [key, singular, singular.replace(/_[A-Za-z]+$/, '')]
}

describe('locale keys', () => {
  const { strings, templates } = readers(sources().join('\n'))
  const english = localeResources.en ?? {}

  test('the reading rules see keys written out and keys a template makes', () => {
    const probe = readers("t('list.title'); t(`list.count.${kind}`, { count }); t(`${kind}.title`)")
    expect(probe.strings.has('list.title')).toBe(true)
    expect(probe.templates.some((pattern) => pattern.test('list.count.dealer'))).toBe(true)
    expect(probe.templates.some((pattern) => pattern.test('notFound.title'))).toBe(true)
    expect(probe.templates.some((pattern) => pattern.test('notFound.body'))).toBe(false)
  })

  for (const namespace of Object.keys(english)) {
    test(`every key of ${namespace} is read by some code`, () => {
      const unread = keyPaths(english[namespace]).filter(
        (key) =>
          !askedAs(key).some((name) => strings.has(name) || templates.some((pattern) => pattern.test(name))),
      )
      expect(unread).toEqual([])
    })
  }
})
