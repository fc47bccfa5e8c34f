import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { findPrefixMatch, labelStartsWith, typeaheadTarget } from './typeahead'

// Letters whose upper case is one letter too, accented ones, and Chinese characters.
const letter = fc.constantFrom(...'abcdeéèåøüñxyz 臺灣日本美國'.split(''))
const word = fc.string({ unit: letter, minLength: 1, maxLength: 6 })
const labelsArb = fc.array(word, { minLength: 1, maxLength: 20 })

/** Is `index` reached before `target` when walking forward from `start`, wrapping round? */
function between(start: number, index: number, target: number, count: number) {
  const distance = (i: number) => (((i - start) % count) + count) % count
  return distance(index) < distance(target)
}

describe('labelStartsWith', () => {
  test('ignores case and accents, and compares Chinese characters as themselves', () => {
    expect(labelStartsWith('Åland Islands', 'al')).toBe(true)
    expect(labelStartsWith('Côte d’Ivoire', 'COTE')).toBe(true)
    expect(labelStartsWith('臺灣', '臺')).toBe(true)
    expect(labelStartsWith('日本', '臺')).toBe(false)
    expect(labelStartsWith('Chad', 'chile')).toBe(false)
  })

  test('a label starts with every prefix of itself, in any case', () => {
    fc.assert(
      fc.property(word, fc.nat(), (label, cut) => {
        const prefix = label.slice(0, (cut % label.length) + 1)
        expect(labelStartsWith(label, prefix.toUpperCase())).toBe(true)
      }),
    )
  })
})

describe('findPrefixMatch', () => {
  test('finds the first match at or after start, wrapping round, or -1 when none matches', () => {
    fc.assert(
      fc.property(labelsArb, word, fc.integer({ min: -5, max: 30 }), (labels, query, start) => {
        const found = findPrefixMatch(labels, query, start)
        const matches = labels.map((label) => labelStartsWith(label, query))
        if (found === -1) {
          expect(matches.includes(true)).toBe(false)
          return
        }
        expect(matches[found]).toBe(true)
        const from = ((start % labels.length) + labels.length) % labels.length
        for (let index = 0; index < labels.length; index++)
          if (between(from, index, found, labels.length)) expect(matches[index]).toBe(false)
      }),
    )
  })

  test('finds a label when typed with the start of it', () => {
    fc.assert(
      fc.property(labelsArb, fc.nat(), fc.nat(), (labels, pick, start) => {
        const label = labels[pick % labels.length] ?? ''
        expect(findPrefixMatch(labels, label.slice(0, 2), start)).not.toBe(-1)
      }),
    )
  })
})

describe('typeaheadTarget', () => {
  const labels = ['Banana', 'Blueberry', 'Cherry', 'Bilberry']

  test('one letter moves to the next row starting with it, wrapping round', () => {
    expect(typeaheadTarget(labels, 'b', 0)).toBe(1)
    expect(typeaheadTarget(labels, 'b', 1)).toBe(3)
    expect(typeaheadTarget(labels, 'b', 3)).toBe(0)
    expect(typeaheadTarget(labels, 'b', -1)).toBe(0)
  })

  test('the same letter typed again keeps cycling', () => {
    expect(typeaheadTarget(labels, 'bb', 0)).toBe(1)
    expect(typeaheadTarget(labels, 'bbb', 1)).toBe(3)
  })

  test('a longer string keeps the active row while it still matches', () => {
    expect(typeaheadTarget(labels, 'bl', 1)).toBe(1)
    expect(typeaheadTarget(labels, 'bi', 1)).toBe(3)
    expect(typeaheadTarget(labels, 'bx', 1)).toBe(-1)
  })

  test('the target always starts with what was typed', () => {
    fc.assert(
      fc.property(labelsArb, word, fc.integer({ min: -1, max: 25 }), (labels, typed, active) => {
        const target = typeaheadTarget(labels, typed, active)
        const [first = ''] = typed
        const query = [...typed].every((character) => character === first) ? first : typed
        if (target !== -1) expect(labelStartsWith(labels[target] ?? '', query)).toBe(true)
        else expect(labels.some((label) => labelStartsWith(label, query))).toBe(false)
      }),
    )
  })
})
