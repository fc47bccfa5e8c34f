import fc from 'fast-check'
import { beforeEach, describe, expect, test } from 'vitest'

import { DEFAULT_LIST_STATE, parseListState } from '../../model/list-state'

import { readViews, viewQuery, withoutView, withRenamed, withSaved, writeViews } from './saved-views'

beforeEach(() => localStorage.clear())

describe('saved views', () => {
  test('keep the search, filters and page size of a list, but not its page', () => {
    const state = parseListState('?q=velo&status=active,closing&country=TW&page=3&pageSize=50', 'dealer')
    expect(viewQuery(state)).toBe('?q=velo&status=active,closing&country=TW&pageSize=50')
    expect(viewQuery(DEFAULT_LIST_STATE)).toBe('')
  })

  test('open as the list they were saved from, at its first page', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.subarray(['active', 'inactive', 'closing'] as const),
        fc.constantFrom(25, 50, 100),
        fc.integer({ min: 1, max: 9 }),
        (q, status, pageSize, page) => {
          const state = parseListState(
            `?q=${encodeURIComponent(q)}&status=${status.join(',')}&pageSize=${pageSize}&page=${page}`,
            'store',
          )
          expect(parseListState(viewQuery(state), 'store')).toEqual({ ...state, page: 1 })
        },
      ),
    )
  })

  test('open with filter values that no longer exist dropped, as any address does', () => {
    const [view] = withSaved([], 'Old', '?status=active,retired&country=TW,XX', 'v1')
    expect(parseListState(view?.query ?? '', 'dealer')).toMatchObject({ status: ['active'], country: ['TW'] })
  })

  test('saving under a name already taken updates that view instead of adding a second one', () => {
    const one = withSaved([], 'Taiwan', '?country=TW', 'v1')
    const two = withSaved(one, ' taiwan ', '?country=TW&status=active', 'v2')
    expect(two).toEqual([{ id: 'v1', name: 'taiwan', query: '?country=TW&status=active' }])
    expect(withSaved(two, 'Europe', '?country=DE', 'v3')).toHaveLength(2)
  })

  test('rename and delete touch only the view named', () => {
    const views = withSaved(withSaved([], 'A', '?q=a', 'v1'), 'B', '?q=b', 'v2')
    expect(withRenamed(views, 'v2', ' C ').map((view) => view.name)).toEqual(['A', 'C'])
    expect(withoutView(views, 'v1').map((view) => view.id)).toEqual(['v2'])
  })

  test('are kept per user and per list', () => {
    writeViews('user-a', 'dealer', [{ id: 'v1', name: 'Mine', query: '?q=a' }])
    expect(readViews('user-a', 'dealer')).toHaveLength(1)
    expect(readViews('user-b', 'dealer')).toEqual([])
    expect(readViews('user-a', 'store')).toEqual([])
  })

  test('read garbage as nothing, and never a stored address that is not a query', () => {
    localStorage.setItem('bp.views.dealer.user-a', 'garbage')
    expect(readViews('user-a', 'dealer')).toEqual([])
    localStorage.setItem(
      'bp.views.dealer.user-a',
      JSON.stringify([
        { id: 'v1', name: 'Evil', query: 'javascript:alert(1)' },
        { id: 'v2', name: '', query: '?q=a' },
        { id: 'v3', name: 'Fine', query: '?q=a' },
      ]),
    )
    expect(readViews('user-a', 'dealer').map((view) => view.id)).toEqual(['v3'])
  })
})
