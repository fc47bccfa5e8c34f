import { describe, expect, test } from 'vitest'

import { BP_TYPES } from '@/entities/partner-kinds'

import { CHILD_TYPE, isWrongType, PARENT_TYPE } from './relations'

describe('partner relations', () => {
  test('dealers sit under distributors and stores under dealers', () => {
    expect(PARENT_TYPE).toEqual({ dealer: 'distributor', store: 'dealer' })
    expect(CHILD_TYPE).toEqual({ distributor: 'dealer', dealer: 'store' })
  })

  test("a type is its parent type's child type, and the other way round", () => {
    for (const type of BP_TYPES) {
      const parent = PARENT_TYPE[type]
      if (parent) expect(CHILD_TYPE[parent]).toBe(type)
      const child = CHILD_TYPE[type]
      if (child) expect(PARENT_TYPE[child]).toBe(type)
    }
  })
})

describe('isWrongType: a partner opened under another type’s address', () => {
  test.each([
    ['store', 'dealer', true],
    ['dealer', 'dealer', false],
    [null, 'dealer', false],
    [undefined, 'store', false],
  ] as const)('a %s at the %s page: %s', (actual, page, wrong) => {
    expect(isWrongType(actual, page)).toBe(wrong)
  })
})
