import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { paginationWindow, type PaginationItem } from './pagination-window'

const G = 'gap' as const

describe('paginationWindow examples', () => {
  test('no pages gives nothing', () => {
    expect(paginationWindow(1, 0)).toEqual([])
    expect(paginationWindow(3, -2)).toEqual([])
  })

  test('one page gives that page', () => {
    expect(paginationWindow(1, 1)).toEqual([1])
  })

  test.each([1, 2, 3, 4, 5, 6, 7])('7 pages are all shown when on page %i', (current) => {
    expect(paginationWindow(current, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  test.each<[number, PaginationItem[]]>([
    [1, [1, 2, 3, 4, 5, G, 8]],
    [2, [1, 2, 3, 4, 5, G, 8]],
    [3, [1, 2, 3, 4, 5, G, 8]],
    [4, [1, 2, 3, 4, 5, G, 8]],
    [5, [1, G, 4, 5, 6, 7, 8]],
    [6, [1, G, 4, 5, 6, 7, 8]],
    [7, [1, G, 4, 5, 6, 7, 8]],
    [8, [1, G, 4, 5, 6, 7, 8]],
  ])('8 pages on page %i show %j', (current, expected) => {
    expect(paginationWindow(current, 8)).toEqual(expected)
  })

  test.each<[number, PaginationItem[]]>([
    [1, [1, 2, 3, 4, 5, G, 9]],
    [2, [1, 2, 3, 4, 5, G, 9]],
    [3, [1, 2, 3, 4, 5, G, 9]],
    [4, [1, 2, 3, 4, 5, G, 9]],
    [5, [1, G, 4, 5, 6, G, 9]],
    [6, [1, G, 5, 6, 7, 8, 9]],
    [7, [1, G, 5, 6, 7, 8, 9]],
    [8, [1, G, 5, 6, 7, 8, 9]],
    [9, [1, G, 5, 6, 7, 8, 9]],
  ])('9 pages on page %i show %j', (current, expected) => {
    expect(paginationWindow(current, 9)).toEqual(expected)
  })

  test.each<[number, PaginationItem[]]>([
    [1, [1, 2, 3, 4, 5, G, 20]],
    [2, [1, 2, 3, 4, 5, G, 20]],
    [3, [1, 2, 3, 4, 5, G, 20]],
    [4, [1, 2, 3, 4, 5, G, 20]],
    [5, [1, G, 4, 5, 6, G, 20]],
    [6, [1, G, 5, 6, 7, G, 20]],
    [7, [1, G, 6, 7, 8, G, 20]],
    [8, [1, G, 7, 8, 9, G, 20]],
    [9, [1, G, 8, 9, 10, G, 20]],
    [10, [1, G, 9, 10, 11, G, 20]],
    [11, [1, G, 10, 11, 12, G, 20]],
    [12, [1, G, 11, 12, 13, G, 20]],
    [13, [1, G, 12, 13, 14, G, 20]],
    [14, [1, G, 13, 14, 15, G, 20]],
    [15, [1, G, 14, 15, 16, G, 20]],
    [16, [1, G, 15, 16, 17, G, 20]],
    [17, [1, G, 16, 17, 18, 19, 20]],
    [18, [1, G, 16, 17, 18, 19, 20]],
    [19, [1, G, 16, 17, 18, 19, 20]],
    [20, [1, G, 16, 17, 18, 19, 20]],
  ])('20 pages on page %i show %j', (current, expected) => {
    expect(paginationWindow(current, 20)).toEqual(expected)
  })

  test('a page out of range is read as the nearest real page', () => {
    expect(paginationWindow(0, 20)).toEqual(paginationWindow(1, 20))
    expect(paginationWindow(-4, 20)).toEqual(paginationWindow(1, 20))
    expect(paginationWindow(99, 20)).toEqual(paginationWindow(20, 20))
    expect(paginationWindow(Number.NaN, 20)).toEqual(paginationWindow(1, 20))
    expect(paginationWindow(10.7, 20)).toEqual(paginationWindow(10, 20))
  })
})

const pages = (items: PaginationItem[]) => items.filter((item): item is number => item !== 'gap')
const clamp = (current: number, total: number) => Math.min(Math.max(current, 1), total)

describe('paginationWindow properties', () => {
  const totals = fc.integer({ min: 1, max: 500 })
  const anyCurrent = fc.integer({ min: -10, max: 520 })

  test('always lists the first and the last page', () => {
    fc.assert(
      fc.property(anyCurrent, totals, (current, total) => {
        const items = paginationWindow(current, total)
        expect(items[0]).toBe(1)
        expect(items.at(-1)).toBe(total)
      }),
    )
  })

  test('page numbers strictly increase and stay within 1..total', () => {
    fc.assert(
      fc.property(anyCurrent, totals, (current, total) => {
        const numbers = pages(paginationWindow(current, total))
        numbers.forEach((page, index) => {
          expect(page).toBeGreaterThanOrEqual(1)
          expect(page).toBeLessThanOrEqual(total)
          if (index > 0) expect(page).toBeGreaterThan(numbers[index - 1] ?? 0)
        })
      }),
    )
  })

  test('lists the current page and its neighbours', () => {
    fc.assert(
      fc.property(anyCurrent, totals, (current, total) => {
        const page = clamp(current, total)
        const numbers = pages(paginationWindow(current, total))
        for (const wanted of [page - 1, page, page + 1]) {
          if (wanted >= 1 && wanted <= total) expect(numbers).toContain(wanted)
        }
      }),
    )
  })

  test('never has more than 7 items, and exactly 7 once there are more than 7 pages', () => {
    fc.assert(
      fc.property(anyCurrent, totals, (current, total) => {
        const items = paginationWindow(current, total)
        expect(items.length).toBeLessThanOrEqual(7)
        if (total > 7) expect(items).toHaveLength(7)
      }),
    )
  })

  test('a gap stands exactly where pages are left out, and always for at least two pages', () => {
    fc.assert(
      fc.property(anyCurrent, totals, (current, total) => {
        const items = paginationWindow(current, total)
        expect(items[0]).not.toBe('gap')
        items.forEach((item, index) => {
          const next = items[index + 1]
          if (item === 'gap') {
            const before = items[index - 1]
            expect(typeof before).toBe('number')
            expect(typeof next).toBe('number')
            // Hiding a single page would be a gap as wide as the number it stands for.
            expect((next as number) - (before as number)).toBeGreaterThan(2)
          } else if (typeof next === 'number') {
            expect(next - item).toBe(1)
          }
        })
      }),
    )
  })

  test('every page is listed, without gaps, when there are 7 or fewer', () => {
    fc.assert(
      fc.property(anyCurrent, fc.integer({ min: 1, max: 7 }), (current, total) => {
        expect(paginationWindow(current, total)).toEqual(Array.from({ length: total }, (_, i) => i + 1))
      }),
    )
  })
})
