import { act, renderHook } from '@testing-library/react'
import { describe, expect, test } from 'vitest'

import { usePagedRows } from './use-paged-rows'

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

describe('usePagedRows', () => {
  test.each([
    { count: 0, pageCount: 1, first: [] },
    { count: 5, pageCount: 1, first: [1, 2, 3, 4, 5] },
    { count: 12, pageCount: 3, first: [1, 2, 3, 4, 5] },
  ])('$count rows, 5 a page: $pageCount pages', ({ count, pageCount, first }) => {
    const { result } = renderHook(() => usePagedRows(numbers(count), 5))
    expect(result.current).toMatchObject({ page: 1, pageCount, rows: first })
  })

  test('the last page holds what is left, and a list that shrinks keeps its page in range', () => {
    const { result, rerender } = renderHook(({ rows }) => usePagedRows(rows, 5), {
      initialProps: { rows: numbers(12) },
    })
    act(() => result.current.setPage(3))
    expect(result.current.rows).toEqual([11, 12])
    rerender({ rows: numbers(7) })
    expect(result.current).toMatchObject({ page: 2, pageCount: 2, rows: [6, 7] })
  })
})
