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

  test('stops at once when its signal aborts, and asks for no further page', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({ id: index + 1 }))
    const service = pages(rows, 2)
    const controller = new AbortController()
    let answerPage3 = () => {}
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 3) await new Promise<void>((resolve) => (answerPage3 = resolve))
      return service(page)
    })
    const reading = fetchAllPages(fetchPage, {
      signal: controller.signal,
      onProgress: (page) => page === 3 && queueMicrotask(() => controller.abort(new Error('cancelled'))),
    })
    await expect(reading).rejects.toThrow('cancelled')
    answerPage3()
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3])
  })

  test('reads nothing with a signal aborted before it starts', async () => {
    const fetchPage = pages([{ id: 1 }], 1)
    await expect(fetchAllPages(fetchPage, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(fetchPage).not.toHaveBeenCalled()
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
