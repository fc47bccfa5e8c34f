import { act, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import { beforeEach, describe, expect, test } from 'vitest'

import { userStorageKey } from '@/lib/user-storage'

import { ALWAYS_SHOWN, toggleColumn, useStoredTableLayout, writeTableLayout } from './table-layout'
import { DEFAULT_TABLE_LAYOUT } from './table-layout-store'

const COLUMNS = ['name', 'accountNum', 'status', 'city', 'country', 'phone', 'email', 'modifiedAt']

beforeEach(() => localStorage.clear())

const readTableLayout = (userId: string | undefined) =>
  renderHook(() => useStoredTableLayout(userId, COLUMNS)).result.current

describe('the table layout kept per user', () => {
  test('reads back what it wrote, for that user only', () => {
    writeTableLayout('ana', { hidden: ['phone', 'email'], density: 'compact' })
    expect(readTableLayout('ana')).toEqual({ hidden: ['phone', 'email'], density: 'compact' })
    expect(readTableLayout('ben')).toEqual(DEFAULT_TABLE_LAYOUT)
  })

  test.each([
    ['not JSON', '{oops'],
    ['not a list', '{"hidden": ["phone"]}'],
    ['a wrong shape', '[{"hidden": "phone", "density": "tiny"}]'],
  ])('garbage in storage (%s) gives a usable layout, never an error', (_, stored) => {
    localStorage.setItem(userStorageKey('tableLayout', 'ana'), stored)
    const layout = readTableLayout('ana')
    expect(layout.density).toMatch(/^(comfortable|compact)$/)
    expect(layout.hidden).toEqual([])
  })

  test('the name column is never hidden, and unknown column ids are dropped', () => {
    localStorage.setItem(
      userStorageKey('tableLayout', 'ana'),
      JSON.stringify([{ hidden: ['name', 'fax', 'city', 'city'], density: 'compact' }]),
    )
    expect(readTableLayout('ana').hidden).toEqual(['city'])
    expect(toggleColumn(DEFAULT_TABLE_LAYOUT, ALWAYS_SHOWN, false).hidden).toEqual([])
  })

  test('follows a change written here or in another tab, and is the default with no user', () => {
    const { result } = renderHook(() => useStoredTableLayout('ana', COLUMNS))
    act(() => writeTableLayout('ana', { hidden: ['city'], density: 'comfortable' }))
    expect(result.current.hidden).toEqual(['city'])

    const key = userStorageKey('tableLayout', 'ana')
    const otherTab = JSON.stringify([{ hidden: ['phone'], density: 'compact' }])
    localStorage.setItem(key, otherTab)
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key, newValue: otherTab })))
    expect(result.current).toEqual({ hidden: ['phone'], density: 'compact' })

    expect(readTableLayout(undefined)).toEqual(DEFAULT_TABLE_LAYOUT)
  })

  test('hiding then showing a column gives back the layout it started from', () => {
    fc.assert(
      fc.property(fc.subarray(COLUMNS.slice(1)), fc.constantFrom(...COLUMNS.slice(1)), (hidden, id) => {
        const start = { hidden: hidden.filter((other) => other !== id), density: 'comfortable' as const }
        const back = toggleColumn(toggleColumn(start, id, false), id, true)
        expect([...back.hidden].sort()).toEqual([...start.hidden].sort())
      }),
    )
  })
})
