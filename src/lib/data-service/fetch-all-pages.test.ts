import fc from 'fast-check'
import { describe, expect, test, vi } from 'vitest'

import type { ListResponse } from '@/entities/list-response'

import { fetchAllPages } from './fetch-all-pages'

type Row = { id: number }

/** A paged service over `rows`, pageSize at a time. */
function pages(rows: Row[], pageSize: number) {
  const pageCount = Math.ceil(rows.length / pageSize)
  return vi.fn(async (page: number): Promise<ListResponse<Row>> => ({
    list: rows.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    pageCount,
    total: rows.length,
    totalItems: rows.length,
    totalPages: pageCount,
  }))
}

describe('fetchAllPages', () => {
  test('reads every page once and keeps the service order', async () => {
    const rows = Array.from({ length: 103 }, (_, index) => ({ id: 103 - index }))
    const fetchPage = pages(rows, 25)
    const progress = vi.fn()
    await expect(fetchAllPages(fetchPage, { onProgress: progress })).resolves.toEqual(rows)
    expect(fetchPage).toHaveBeenCalledTimes(5)
    expect(progress.mock.calls).toEqual([
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ])
  })

  test('stops after the first page when told not to go on', async () => {
    const fetchPage = pages([{ id: 1 }, { id: 2 }], 1)
    await expect(fetchAllPages(fetchPage, { proceed: () => false })).resolves.toBeUndefined()
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  test('counts a record met on two pages once', async () => {
    const fetchPage = vi.fn(async (page: number) => ({
      list: page === 1 ? [{ id: 1 }, { id: 2 }] : [{ id: 2 }, { id: 3 }],
      page,
      pageSize: 2,
      pageCount: 2,
      total: 4,
      totalItems: 4,
      totalPages: 2,
    }))
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([{ id: 1 }, { id: 2 }, { id: 3 }])
  })

  test('asks for nothing when its signal has already aborted', async () => {
    const fetchPage = pages([{ id: 1 }], 1)
    const controller = new AbortController()
    controller.abort(new Error('cancelled'))
    await expect(fetchAllPages(fetchPage, { signal: controller.signal })).rejects.toThrow('cancelled')
    expect(fetchPage).not.toHaveBeenCalled()
  })

  test('stops at once when aborted while a page is on its way, and asks for no further page', async () => {
    const rows = Array.from({ length: 4 }, (_, index) => ({ id: index + 1 }))
    const answer = pages(rows, 1)
    const controller = new AbortController()
    const fetchPage = vi.fn((page: number) => {
      // The second page never comes: only the abort can end the wait.
      if (page === 2) {
        controller.abort(new Error('cancelled'))
        return new Promise<ListResponse<Row>>(() => undefined)
      }
      return answer(page)
    })
    const progress = vi.fn()
    await expect(
      fetchAllPages(fetchPage, { signal: controller.signal, onProgress: progress }),
    ).rejects.toThrow('cancelled')
    expect(fetchPage.mock.calls).toEqual([[1], [2]])
    expect(progress.mock.calls).toEqual([[2, 4]])
  })

  test('reads to the end with a signal that never aborts', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({ id: index + 1 }))
    const signal = new AbortController().signal
    await expect(fetchAllPages(pages(rows, 3), { signal })).resolves.toEqual(rows)
  })

  test('returns every distinct record whatever the page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 120 }),
        async (count, size) => {
          const rows = Array.from({ length: count }, (_, index) => ({ id: index + 1 }))
          await expect(fetchAllPages(pages(rows, size))).resolves.toEqual(rows)
        },
      ),
    )
  })
})
