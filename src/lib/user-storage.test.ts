import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, test } from 'vitest'
import * as z from 'zod/mini'

import { readUserList, useUserList, writeUserList } from './user-storage'

const Item = z.object({ id: z.number() })
const KEY = 'bp.test.user-a'

beforeEach(() => localStorage.clear())

describe('readUserList', () => {
  test.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"id":1}', []],
    ['unreadable items among readable ones', '[{"id":1},{"id":"two"},null,{"id":3}]', [{ id: 1 }, { id: 3 }]],
  ])('%s reads as its readable items', (_case, stored, expected) => {
    if (stored !== null) localStorage.setItem(KEY, stored)
    expect(readUserList(KEY, Item)).toEqual(expected)
  })
})

describe('useUserList', () => {
  test('shows what this page writes under its key, and nothing written under another', () => {
    const { result } = renderHook(() => useUserList(KEY, Item))
    expect(result.current).toEqual([])

    act(() => writeUserList(KEY, [{ id: 1 }]))
    expect(result.current).toEqual([{ id: 1 }])

    const before = result.current
    act(() => writeUserList('bp.test.user-b', [{ id: 2 }]))
    expect(result.current).toBe(before)
  })

  test('shows what another tab writes, once its storage event arrives', () => {
    const { result } = renderHook(() => useUserList(KEY, Item))
    act(() => {
      localStorage.setItem(KEY, '[{"id":5}]')
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(result.current).toEqual([{ id: 5 }])

    act(() => {
      localStorage.clear()
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(result.current).toEqual([])
  })

  test('gives the same list from render to render until the stored text changes', () => {
    writeUserList(KEY, [{ id: 1 }])
    const { result, rerender } = renderHook(() => useUserList(KEY, Item))
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })

  test('without a key (no user yet) the list is empty', () => {
    writeUserList(KEY, [{ id: 1 }])
    const { result } = renderHook(() => useUserList(undefined, Item))
    expect(result.current).toEqual([])
  })
})
