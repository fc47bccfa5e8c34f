import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { firstValuesOf, isFirstValueField } from './first-values'

const AWAITED = { id: 12, kind: 'store' } as const
const store = {
  id: 12,
  bpType: 'store',
  name: 'Tiema Yizhan Xinyi',
  accountNum: 'TW-S010012',
  gsc: 'TW03011',
}

describe('firstValuesOf: what the first script may show of an answer', () => {
  test('the awaited partner: its name and account number, and nothing else', () => {
    expect(firstValuesOf(store, AWAITED)).toEqual({ name: 'Tiema Yizhan Xinyi', accountNum: 'TW-S010012' })
  })

  test.each([
    ['another partner', { ...store, id: 13 }],
    ['an id the app would not read as this one', { ...store, id: '12' }],
    ['a partner of another type (the page moves to its address)', { ...store, bpType: 'dealer' }],
    ['no record at all', null],
    ['a list', [store]],
    ['a text', 'TW-S010012'],
  ])('%s: nothing', (_, body) => {
    expect(firstValuesOf(body, AWAITED)).toBeUndefined()
  })

  test.each([
    ['no type', { ...store, bpType: undefined }],
    ['a null type', { ...store, bpType: null }],
    ['a type the app cannot read', { ...store, bpType: 'warehouse' }],
  ])('%s: the partner stays on this page, so its values show', (_, body) => {
    expect(firstValuesOf(body, AWAITED)).toEqual({ name: store.name, accountNum: store.accountNum })
  })

  test.each([
    ['blank', '  '],
    ['empty', ''],
    ['a number', 10012],
    ['null', null],
    ['an object', { value: 'TW-S010012' }],
  ])('an account number that is %s is left for the app to show (not given, unreadable)', (_, accountNum) => {
    expect(firstValuesOf({ ...store, accountNum }, AWAITED)).toEqual({ name: store.name })
  })

  test('a value shows exactly as the service sent it', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        (name, accountNum) => {
          expect(firstValuesOf({ ...store, name, accountNum }, AWAITED)).toEqual({ name, accountNum })
        },
      ),
    )
  })
})

describe('isFirstValueField', () => {
  test.each([
    ['name', true],
    ['accountNum', true],
    ['gsc', false],
    ['constructor', false],
    ['__proto__', false],
    [null, false],
  ])('%s: %s', (name, expected) => {
    expect(isFirstValueField(name)).toBe(expected)
  })
})
