import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { allState, orderedSelection, toggleValue } from './multi-selection'

const optionsArb = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 15 })
  .map((values) => values.map((value) => ({ value })))

/** Options, some values (with duplicates and unknown ones), and one option's value. */
const caseArb = optionsArb.chain((options) =>
  fc.record({
    options: fc.constant(options),
    values: fc.array(fc.oneof(fc.constantFrom(...options.map((option) => option.value)), fc.string()), {
      maxLength: 20,
    }),
    pick: fc.constantFrom(...options.map((option) => option.value)),
  }),
)

describe('multi-select choice', () => {
  test('a selection keeps only known values, once each, in the options order', () => {
    fc.assert(
      fc.property(caseArb, ({ options, values }) => {
        const ordered = orderedSelection(options, values)
        const positions = ordered.map((value) => options.findIndex((option) => option.value === value))
        expect(positions.every((position) => position >= 0)).toBe(true)
        expect(positions).toEqual([...positions].sort((a, b) => a - b))
        expect(new Set(ordered).size).toBe(ordered.length)
        const known = new Set(options.map((option) => option.value))
        expect(new Set(ordered)).toEqual(new Set(values.filter((value) => known.has(value))))
      }),
    )
  })

  test('toggling adds a value that was not chosen and removes one that was', () => {
    fc.assert(
      fc.property(caseArb, ({ options, values, pick }) => {
        const before = orderedSelection(options, values)
        const after = toggleValue(options, values, pick)
        expect(after.includes(pick)).toBe(!before.includes(pick))
        expect(after.filter((value) => value !== pick)).toEqual(before.filter((value) => value !== pick))
        expect(after).toEqual(orderedSelection(options, after))
      }),
    )
  })

  test('toggling twice gives the selection back', () => {
    fc.assert(
      fc.property(caseArb, ({ options, values, pick }) => {
        expect(toggleValue(options, toggleValue(options, values, pick), pick)).toEqual(
          orderedSelection(options, values),
        )
      }),
    )
  })

  test('All is shown full when none or every option is chosen, and indeterminate in between', () => {
    fc.assert(
      fc.property(caseArb, ({ options, values }) => {
        const count = orderedSelection(options, values).length
        expect(allState(options, values)).toBe(count === 0 || count === options.length ? 'all' : 'some')
      }),
    )
    const options = [{ value: 'a' }, { value: 'b' }]
    expect(allState(options, [])).toBe('all')
    expect(allState(options, ['b', 'a'])).toBe('all')
    expect(allState(options, ['b'])).toBe('some')
  })
})
