import { renderHook } from '@testing-library/react'
import fc from 'fast-check'
import { beforeEach, describe, expect, test } from 'vitest'

import { BP_TYPES } from '@/entities/partner-kinds'

import type { JumpOption } from './jump-option'
import { MAX_RECENT, readRecentPartners, recordVisit, useRecentPartners, withVisit } from './recent-partners'

const partner = (id: number): JumpOption => ({
  id,
  bpType: 'dealer',
  name: `Partner ${id}`,
  city: 'Taichung',
  status: 'active',
})

const optionArb = fc.record({
  id: fc.integer({ min: 1, max: 30 }),
  bpType: fc.constantFrom(...BP_TYPES),
  name: fc.string(),
  city: fc.string(),
  status: fc.constantFrom('active' as const, 'inactive' as const, 'closing' as const, null),
})

beforeEach(() => localStorage.clear())

describe('withVisit', () => {
  test('puts the visited partner first, once, and keeps at most ten, the others in their order', () => {
    fc.assert(
      fc.property(fc.array(optionArb, { maxLength: 15 }), optionArb, (before, visited) => {
        const recent = withVisit(before.slice(0, MAX_RECENT), visited)
        expect(recent[0]).toEqual(visited)
        expect(recent.length).toBeLessThanOrEqual(MAX_RECENT)
        expect(recent.filter((entry) => entry.id === visited.id)).toHaveLength(1)
        const others = before.slice(0, MAX_RECENT).filter((entry) => entry.id !== visited.id)
        expect(recent.slice(1)).toEqual(others.slice(0, MAX_RECENT - 1))
      }),
    )
  })

  test('drops the oldest partner when an eleventh is opened', () => {
    const ten = Array.from({ length: 10 }, (_, index) => partner(index + 1))
    expect(withVisit(ten, partner(11)).map((entry) => entry.id)).toEqual([11, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})

describe('recent partners in the browser', () => {
  test('lists the partners a user opened, most recent first, again after a reopening', () => {
    recordVisit('user-a', partner(1))
    recordVisit('user-a', partner(2))
    recordVisit('user-a', partner(1))
    expect(readRecentPartners('user-a').map((entry) => entry.id)).toEqual([1, 2])
  })

  test('never shows one user the partners another user opened', () => {
    recordVisit('user-a', partner(1))
    expect(readRecentPartners('user-b')).toEqual([])
  })

  test('reads garbage as nothing, and an unreadable entry costs only itself', () => {
    localStorage.setItem('bp.recentPartners.user-a', '{not json')
    expect(readRecentPartners('user-a')).toEqual([])
    localStorage.setItem('bp.recentPartners.user-a', JSON.stringify({ id: 1 }))
    expect(readRecentPartners('user-a')).toEqual([])
    localStorage.setItem(
      'bp.recentPartners.user-a',
      JSON.stringify([{ id: 'x' }, partner(3), { ...partner(4), bpType: 'warehouse' }]),
    )
    expect(readRecentPartners('user-a')).toEqual([partner(3)])
  })

  test('shows at most MAX_RECENT partners when a longer list is stored, read once or kept current', () => {
    const fifteen = Array.from({ length: 15 }, (_, index) => partner(index + 1))
    localStorage.setItem('bp.recentPartners.user-a', JSON.stringify(fifteen))
    const firstTen = fifteen.slice(0, MAX_RECENT)
    expect(readRecentPartners('user-a')).toEqual(firstTen)
    expect(renderHook(() => useRecentPartners('user-a')).result.current).toEqual(firstTen)
  })
})
