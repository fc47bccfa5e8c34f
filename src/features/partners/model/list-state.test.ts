import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { PartnerListKind } from '@/config/routes'
import { BP_TYPES, PARTNER_STATUSES } from '@/entities/partner-kinds'
import { COUNTRY_CODES } from '@/lib/countries'

import {
  DEFAULT_LIST_STATE,
  MAX_SEARCH_LENGTH,
  LIST_VIEWS,
  PAGE_SIZES,
  isNarrowed,
  parseListState,
  serializeListState,
  toListParams,
  type ListState,
} from './list-state'

const parse = (search: string, kind: PartnerListKind = 'all') => parseListState(search, kind)

describe('parseListState', () => {
  test('reads every parameter of a deep link', () => {
    expect(
      parse('?page=3&pageSize=50&q=velo&status=active,closing&country=TW,FR&parent=12,3&view=map', 'store'),
    ).toEqual({
      page: 3,
      pageSize: 50,
      q: 'velo',
      status: ['active', 'closing'],
      country: ['FR', 'TW'],
      type: [],
      parent: [3, 12],
      view: 'map',
    })
    expect(parse('?view=globe')).toMatchObject({ view: 'table' })
    expect(parse('?type=store,dealer')).toMatchObject({ type: ['dealer', 'store'] })
  })

  test('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE)
    expect(parse('?')).toEqual(DEFAULT_LIST_STATE)
  })

  test.each([
    ['a word', 'page=abc'],
    ['a negative number', 'page=-1'],
    ['zero', 'page=0'],
    ['a fraction', 'page=2.5'],
    ['an exponent', 'page=1e3'],
    ['a huge number', 'page=99999999999999999999'],
    ['markup', 'page=<script>alert(1)</script>'],
    ['an empty value', 'page='],
  ])('falls back to page 1 for %s', (_, query) => {
    expect(parse(`?${query}`).page).toBe(1)
  })

  test.each([['99999'], ['0'], ['-25'], ['abc'], ['26'], ['100000'], ['']])(
    'falls back to 25 rows for pageSize=%s',
    (size) => {
      expect(parse(`?pageSize=${size}`).pageSize).toBe(25)
    },
  )

  test.each(PAGE_SIZES)('accepts pageSize=%s', (size) => {
    expect(parse(`?pageSize=${size}`).pageSize).toBe(size)
  })

  test('drops unknown statuses, countries, types and parents one by one', () => {
    expect(
      parse('?status=active,bogus,<b>x</b>,ACTIVE&country=tw,XX,Taiwan,fr&type=store,shop'),
    ).toMatchObject({
      status: ['active'],
      country: ['FR', 'TW'],
      type: ['store'],
    })
    expect(parse('?parent=4,abc,-1,0,4,2.5', 'dealer').parent).toEqual([4])
  })

  test('keeps the type filter to the all view and the parent filter to dealers and stores', () => {
    expect(parse('?type=dealer&parent=1', 'all')).toMatchObject({ type: ['dealer'], parent: [] })
    expect(parse('?type=dealer&parent=1', 'distributor')).toMatchObject({ type: [], parent: [] })
    expect(parse('?type=dealer&parent=1', 'dealer')).toMatchObject({ type: [], parent: [1] })
    expect(parse('?type=dealer&parent=1', 'store')).toMatchObject({ type: [], parent: [1] })
  })

  test('trims the search and cuts it at its maximum length', () => {
    expect(parse('?q=%20%20velo%20').q).toBe('velo')
    expect(parse(`?q=${'x'.repeat(5000)}`).q).toHaveLength(MAX_SEARCH_LENGTH)
  })

  test('never cuts the search inside a character written with two code units', () => {
    const q = parse(`?q=${encodeURIComponent('𠮷'.repeat(300))}`).q
    expect(Array.from(q)).toHaveLength(MAX_SEARCH_LENGTH)
    expect(() => encodeURIComponent(q)).not.toThrow()
  })

  test('keeps markup in the search as the text it is', () => {
    expect(parse('?q=%3Cimg%20src%3Dx%3E').q).toBe('<img src=x>')
  })

  test('reads lists written with encoded commas too', () => {
    expect(parse('?status=active%2Cinactive').status).toEqual(['active', 'inactive'])
  })
})

describe('serializeListState', () => {
  test('writes nothing for the defaults', () => {
    expect(serializeListState(DEFAULT_LIST_STATE)).toBe('')
  })

  test('writes lists with plain commas, in a fixed order of names', () => {
    const state: ListState = {
      ...DEFAULT_LIST_STATE,
      page: 2,
      pageSize: 100,
      q: 'Café & co, 台北',
      status: ['active', 'closing'],
      country: ['FR', 'TW'],
    }
    expect(serializeListState(state)).toBe(
      '?q=Caf%C3%A9%20%26%20co%2C%20%E5%8F%B0%E5%8C%97&status=active,closing&country=FR,TW&page=2&pageSize=100',
    )
  })
})

const stateArbitrary = (kind: PartnerListKind) =>
  fc
    .record({
      page: fc.integer({ min: 1, max: 999_999 }),
      pageSize: fc.constantFrom(...PAGE_SIZES),
      q: fc.string({ unit: 'grapheme', maxLength: MAX_SEARCH_LENGTH / 10 }).map((text) => text.trim()),
      status: fc.subarray([...PARTNER_STATUSES]),
      country: fc.uniqueArray(fc.constantFrom(...COUNTRY_CODES), { maxLength: 6 }),
      type: kind === 'all' ? fc.subarray([...BP_TYPES]) : fc.constant([]),
      parent:
        kind === 'dealer' || kind === 'store'
          ? fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 40 }), { maxLength: 5 })
          : fc.constant([]),
      view: fc.constantFrom(...LIST_VIEWS),
    })
    .map((state) => ({
      ...state,
      country: [...state.country].sort(),
      parent: [...state.parent].sort((a, b) => a - b),
    }))

// Built as the file loads, not inside a test: fast-check's first arbitrary over every code point
// (its web addresses use one) builds a table of all 1.1 million, about a second of CPU once per
// worker, which on a loaded machine took the test past its 5 s.
const garbage = fc.string({ unit: 'binary' })

describe('the URL round trip', () => {
  const kinds: PartnerListKind[] = ['all', 'distributor', 'dealer', 'store']

  test.each(kinds)('reads back every state it writes (%s)', (kind) => {
    fc.assert(
      fc.property(stateArbitrary(kind), (state) => {
        expect(parse(serializeListState(state as ListState), kind)).toEqual(state)
      }),
    )
  })

  test('any query string reads as a valid state that writes back to itself', () => {
    fc.assert(
      fc.property(garbage, fc.constantFrom(...kinds), (query, kind) => {
        const state = parse(query, kind)
        expect(parse(serializeListState(state), kind)).toEqual(state)
        expect(PAGE_SIZES).toContain(state.pageSize)
        expect(state.page).toBeGreaterThanOrEqual(1)
      }),
    )
  })
})

describe('toListParams', () => {
  test('names each filter after the field it matches and sends the search as is', () => {
    const state = parse('?q=velo&status=active&country=TW&type=dealer&page=2')
    expect(toListParams(state)).toEqual({
      page: 2,
      pageSize: 25,
      search: 'velo',
      filters: { status: ['active'], country: ['TW'], bpType: ['dealer'] },
    })
    expect(toListParams(parse('?parent=3,1', 'store')).filters).toEqual({ parentId: ['1', '3'] })
  })

  test('sends no filter for an empty list', () => {
    expect(toListParams(DEFAULT_LIST_STATE).filters).toEqual({})
  })
})

describe('isNarrowed', () => {
  test('is true for a search or any filter, not for paging', () => {
    expect(isNarrowed(parse('?page=3&pageSize=50'))).toBe(false)
    expect(isNarrowed(parse('?q=x'))).toBe(true)
    expect(isNarrowed(parse('?country=TW'))).toBe(true)
    expect(isNarrowed(parse('?parent=2', 'dealer'))).toBe(true)
  })
})
