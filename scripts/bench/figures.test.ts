import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { formatTable, median, ratioOf, verdictOf, type Figure } from './figures'

const values = fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 25 })

describe('median', () => {
  test('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([900, 100, 500])).toBe(500)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  test('has as many values at or below it as at or above it', () => {
    fc.assert(
      fc.property(values, (list) => {
        const middle = median(list)
        const below = list.filter((value) => value <= middle).length
        const above = list.filter((value) => value >= middle).length
        expect(below).toBeGreaterThanOrEqual(list.length / 2)
        expect(above).toBeGreaterThanOrEqual(list.length / 2)
      }),
    )
  })
})

describe('verdictOf', () => {
  const list = (portal: number, reference?: number): Figure => ({
    label: 'list: navigation to the first row',
    unit: 'ms',
    portal,
    reference,
    target: { maxRatio: 0.6 },
  })

  test('meets a ratio target at or under the ratio and misses it above', () => {
    expect(verdictOf(list(600, 1000))).toBe('met')
    expect(verdictOf(list(601, 1000))).toBe('missed')
  })

  test('cannot judge a ratio target without a reference', () => {
    expect(verdictOf(list(100))).toBe('n/a')
    expect(verdictOf(list(100, 0))).toBe('n/a')
  })

  test('meets a ratio target exactly when portal / reference is at most the ratio', () => {
    const positive = fc.integer({ min: 1, max: 100_000 })
    fc.assert(
      fc.property(positive, positive, (portal, reference) => {
        expect(verdictOf(list(portal, reference)) === 'met').toBe(portal / reference <= 0.6)
      }),
    )
  })

  test('judges absolute targets on the portal alone', () => {
    const score = (portal: number, target: Figure['target']): Figure => ({
      label: 'Lighthouse',
      unit: 'score',
      portal,
      reference: 10,
      target,
    })
    expect(verdictOf(score(95, { atLeast: 95 }))).toBe('met')
    expect(verdictOf(score(94, { atLeast: 95 }))).toBe('missed')
    expect(verdictOf(score(200, { below: 200 }))).toBe('missed')
    expect(verdictOf(score(199, { below: 200 }))).toBe('met')
    expect(verdictOf(score(170, { atMost: 170 }))).toBe('met')
    expect(verdictOf(score(171, { atMost: 170 }))).toBe('missed')
  })
})

describe('formatTable', () => {
  test('prints each figure beside the reference with the ratio, the target and the verdict', () => {
    const lines = formatTable([
      { label: 'JavaScript', unit: 'kB', portal: 199.84, reference: 338.7, target: { maxRatio: 0.5 } },
      { label: 'desktop', unit: 'score', portal: 100, target: { atLeast: 100 } },
      { label: 'mobile', unit: 'score', portal: 77, reference: 65, target: { atLeast: 95 } },
    ])
    expect(lines[0]).toMatch(/^\| figure +\| portal +\| react-admin +\| ratio +\| target +\| met\? +\|$/)
    expect(lines[2]?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'JavaScript',
      '199.8 kB',
      '338.7 kB',
      '0.59x',
      'at most 0.5x',
      'missed',
      '',
    ])
    expect(lines[3]?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'desktop',
      '100',
      '-',
      '-',
      'at least 100',
      'met',
      '',
    ])
    expect(lines[4]?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'mobile',
      '77',
      '65',
      '-',
      'at least 95',
      'missed',
      '',
    ])
  })

  test('a bound worked out from another figure prints in whole ms; heap and load keep their decimals', () => {
    const cells = (line: string | undefined) => line?.split('|').map((cell) => cell.trim())
    const lines = formatTable([
      { label: 'last page', unit: 'ms', portal: 900.4, target: { atMost: 792.2 * 1.1 } },
      { label: 'heap', unit: 'MB', portal: 11.84, target: { atMost: 150 } },
      { label: 'load', unit: 'load', portal: 14.234 },
    ])
    expect(cells(lines[2])).toEqual(['', 'last page', '900 ms', '-', '-', 'at most 871 ms', 'missed', ''])
    expect(cells(lines[3])).toEqual(['', 'heap', '11.8 MB', '-', '-', 'at most 150 MB', 'met', ''])
    expect(cells(lines[4])).toEqual(['', 'load', '14.23', '-', '-', '', 'n/a', ''])
  })

  test('pads every line to the same width', () => {
    const lines = formatTable([
      { label: 'a long figure name', unit: 'ms', portal: 1, reference: 12345 },
      { label: 'x', unit: 'kB', portal: 123456.7, reference: 1 },
    ])
    expect(new Set(lines.map((line) => line.length)).size).toBe(1)
    expect(ratioOf({ label: 'x', unit: 'ms', portal: 5, reference: 10 })).toBe(0.5)
  })
})
