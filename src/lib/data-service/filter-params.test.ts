import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { flattenFilters, splitListParam } from './filter-params'

describe('flattenFilters', () => {
  test('comma-joins a list of strings', () => {
    expect(flattenFilters({ bpType: ['dealer', 'store'] })).toEqual({ bpType: 'dealer,store' })
  })

  test('sends nothing for an empty list', () => {
    expect(flattenFilters({ bpType: [], status: ['active'] })).toEqual({ status: 'active' })
  })

  test('sends a range as <name>From and <name>To, leaving out a missing end', () => {
    expect(flattenFilters({ modifiedAt: { from: '2024-01-01', to: '2024-12-31' } })).toEqual({
      modifiedAtFrom: '2024-01-01',
      modifiedAtTo: '2024-12-31',
    })
    expect(flattenFilters({ createdAt: { to: '2024-06-30' } })).toEqual({ createdAtTo: '2024-06-30' })
  })

  test('sends a record of lists as <name>.<key> per non-empty key', () => {
    expect(flattenFilters({ address: { country: ['TW', 'NL'], city: [] } })).toEqual({
      'address.country': 'TW,NL',
    })
  })

  test('treats a record whose keys are "from" and "to" as a record of lists, not a range', () => {
    expect(flattenFilters({ route: { from: ['Taipei'], to: ['Taichung'] } })).toEqual({
      'route.from': 'Taipei',
      'route.to': 'Taichung',
    })
  })

  test('escapes commas and backslashes inside a value and leaves plain values untouched', () => {
    expect(flattenFilters({ name: ['Giant, Taipei', 'C:\\bikes', '捷安特 台北'] })).toEqual({
      name: 'Giant\\, Taipei,C:\\\\bikes,捷安特 台北',
    })
  })

  test('sends nothing for no filters', () => {
    expect(flattenFilters({})).toEqual({})
  })
})

describe('splitListParam', () => {
  test('splits on unescaped commas and unescapes the rest', () => {
    expect(splitListParam('a,b\\,c,d\\\\')).toEqual(['a', 'b,c', 'd\\'])
  })

  test('keeps empty items, so [""] survives the trip', () => {
    expect(splitListParam('')).toEqual([''])
    expect(splitListParam(',')).toEqual(['', ''])
  })
})

// Strings rich in the characters the escaping rule is about.
const tricky = fc.string({ unit: fc.constantFrom('a', 'Z', ',', '\\', ' ', '.', '台', '=', '&') })
const anyString = fc.oneof(fc.string(), tricky)
const filterName = fc.stringMatching(/^[a-z][a-zA-Z]{0,8}$/)

describe('flattenFilters properties', () => {
  test('a flattened list splits back into exactly the original strings', () => {
    fc.assert(
      fc.property(fc.array(anyString, { minLength: 1 }), (list) => {
        const flat = flattenFilters({ name: list })
        expect(flat.name).toBeDefined()
        expect(splitListParam(flat.name ?? '')).toEqual(list)
      }),
    )
  })

  test('a flattened record of lists splits back per key', () => {
    fc.assert(
      fc.property(fc.dictionary(filterName, fc.array(anyString, { minLength: 1 })), (record) => {
        fc.pre(!('from' in record) && !('to' in record))
        const flat = flattenFilters({ rec: record })
        const back = Object.fromEntries(
          Object.entries(flat).map(([key, value]) => [key.slice('rec.'.length), splitListParam(value)]),
        )
        expect(back).toEqual(record)
      }),
    )
  })

  test('empty lists never appear in the parameters', () => {
    fc.assert(
      fc.property(fc.dictionary(filterName, fc.array(anyString, { maxLength: 3 })), (filters) => {
        const flat = flattenFilters(filters)
        for (const [name, list] of Object.entries(filters)) {
          expect(name in flat).toBe(list.length > 0)
        }
      }),
    )
  })

  test('a range becomes <name>From / <name>To carrying the values unchanged', () => {
    const range = fc
      .record({ from: anyString, to: anyString }, { requiredKeys: [] })
      .filter((value) => value.from !== undefined || value.to !== undefined)
    fc.assert(
      fc.property(filterName, range, (name, value) => {
        const expected: Record<string, string> = {}
        if (value.from !== undefined) expected[`${name}From`] = value.from
        if (value.to !== undefined) expected[`${name}To`] = value.to
        expect(flattenFilters({ [name]: value })).toEqual(expected)
      }),
    )
  })
})
