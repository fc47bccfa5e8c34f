import { describe, expect, test } from 'vitest'

import { ClosingDateSchema } from './closing-date'
import { listResponseSchema } from './list-response'
import { PricingSchema } from './pricing'

describe('ClosingDateSchema', () => {
  test.each(['2026-11-20', '2024-02-29', '2026-12-31'])('accepts the calendar day %s', (day) => {
    expect(ClosingDateSchema.safeParse({ id: 1, bpId: 3, day, from: day, to: day }).success).toBe(true)
  })

  test.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-5', '20.11.2026', '2026-11-20T00:00:00Z'])(
    'refuses %s',
    (day) => {
      expect(ClosingDateSchema.safeParse({ id: 1, day }).success).toBe(false)
    },
  )
})

describe('listResponseSchema', () => {
  const schema = listResponseSchema(PricingSchema)

  test('fills the spec defaults for missing paging fields', () => {
    expect(schema.parse({ list: [] })).toEqual({
      list: [],
      page: 1,
      pageSize: 25,
      pageCount: 0,
      total: 25,
      totalItems: 0,
      totalPages: 0,
    })
  })

  test('checks every item with the item schema', () => {
    expect(schema.safeParse({ list: [{ id: 'one' }] }).success).toBe(false)
    expect(schema.parse({ list: [{ id: 1, bpId: 2, priceGroup: 'DLR-A' }], total: 1 }).list).toHaveLength(1)
  })
})
