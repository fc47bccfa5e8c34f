import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { flattenFilters } from '@/lib/data-service/filter-params'

import type { MockRecord } from './data/types'
import { ListQueryError, queryRecords } from './list-query'

const records: MockRecord[] = [
  {
    id: 1,
    name: 'Velo Lyon',
    city: 'Lyon',
    status: 'active',
    modifiedAt: '2026-11-19T08:00:00.000Z',
    score: 9,
  },
  {
    id: 2,
    name: 'Cycles, Dupont',
    city: 'Paris',
    status: 'closing',
    modifiedAt: '2026-11-20T23:59:00.000Z',
    score: 10,
  },
  {
    id: 3,
    name: '捷安騎士單車',
    city: '台中市',
    status: 'inactive',
    modifiedAt: '2026-11-21T00:00:00.000Z',
    score: 100,
  },
  {
    id: 4,
    morningFrom: '9:00',
    defaultWarehouse: ['WH-A', 'WH-B'],
    gRAActive: true,
    emails: { main: 'a@b.c' },
  },
]

const query = (params: Record<string, string>) => queryRecords(records, new URLSearchParams(params))
const ids = (params: Record<string, string>) => query(params).list.map((record) => record.id)

describe('queryRecords', () => {
  test('matches any value of a comma-joined list, with escaped commas (filter-params rule)', () => {
    expect(ids({ status: 'active,closing' })).toEqual([1, 2])
    expect(ids(flattenFilters({ name: ['Cycles, Dupont'] }))).toEqual([2])
  })

  test('searches q case-insensitively in name, accountNum, city and email', () => {
    expect(ids({ q: 'LYON' })).toEqual([1])
    expect(ids({ q: '騎士' })).toEqual([3])
  })

  test('ranges use <name>From / <name>To, and a date bound includes its whole day', () => {
    expect(ids({ modifiedAtFrom: '2026-11-20', modifiedAtTo: '2026-11-20' })).toEqual([2])
    expect(ids({ modifiedAtTo: '2026-11-20' })).toEqual([1, 2])
  })

  test('compares numbers as numbers in ranges', () => {
    expect(ids({ scoreFrom: '10' })).toEqual([2, 3])
  })

  test('treats a field that ends in From as a field, not a range', () => {
    expect(ids({ morningFrom: '9:00' })).toEqual([4])
  })

  test('filters spec names against development spellings, and list fields by any item', () => {
    expect(ids({ sourceWarehouseIds: 'WH-B' })).toEqual([4])
    expect(ids({ GRAActive: 'true' })).toEqual([4])
  })

  test('filters a record of lists by its dotted name', () => {
    expect(ids(flattenFilters({ emails: { main: ['a@b.c'] } }))).toEqual([4])
  })

  test('ignores filters on fields no record has', () => {
    expect(ids({ colour: 'red', sizeFrom: '1' })).toEqual([1, 2, 3, 4])
  })

  test('refuses page or pageSize that are not positive integers', () => {
    expect(() => query({ page: '0' })).toThrow(ListQueryError)
    expect(() => query({ pageSize: 'ten' })).toThrow(ListQueryError)
  })

  test('caps pageSize at 500', () => {
    expect(query({ pageSize: '100000' }).pageSize).toBe(500)
  })

  test('pages add up to the matching records, whatever the page size', () => {
    const many: MockRecord[] = Array.from({ length: 103 }, (_, index) => ({ id: index + 1 }))
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), (pageSize) => {
        const first = queryRecords(many, new URLSearchParams({ pageSize: String(pageSize) }))
        expect(first.total).toBe(103)
        expect(first.pageCount).toBe(Math.ceil(103 / pageSize))
        const all = Array.from(
          { length: first.pageCount },
          (_, page) =>
            queryRecords(many, new URLSearchParams({ pageSize: String(pageSize), page: String(page + 1) }))
              .list,
        ).flat()
        expect(all).toEqual(many)
      }),
    )
  })
})

describe('the matches kept for a table', () => {
  test('every page of a search is cut from the same matches, and a table after a write is searched afresh', () => {
    const table = Object.freeze([...records])
    const query = (rows: readonly MockRecord[], page: number) =>
      queryRecords(rows, new URLSearchParams({ status: 'active,closing', page: String(page), pageSize: '1' }))
    expect([query(table, 1), query(table, 2)].map(({ list }) => list[0]?.id)).toEqual([1, 2])
    expect(query(table, 1).total).toBe(2)

    // A write gives the table a new array (mocks/db.ts): Lyon is closed now.
    const written = Object.freeze(
      table.map((record) => (record.id === 1 ? { ...record, status: 'inactive' } : record)),
    )
    expect(query(written, 1)).toMatchObject({ total: 1, list: [{ id: 2 }] })
    expect(query(table, 1)).toMatchObject({ total: 2, list: [{ id: 1 }] })
  })
})
