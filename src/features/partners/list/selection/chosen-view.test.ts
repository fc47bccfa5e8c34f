import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { DEFAULT_LIST_STATE, LIST_VIEWS, PAGE_SIZES, parseListState } from '../../model/list-state'

import {
  CHOSEN_PATH,
  chosenIds,
  chosenPage,
  chosenSearch,
  isChosenView,
  selectionListPath,
} from './chosen-view'
import { selectionScope } from './selection-rules'

const targetsOf = (ids: readonly number[]) =>
  new Map(ids.map((id) => [id, { id, name: `Partner ${id}`, accountNum: `A${id}` }]))

describe('the chosen view address', () => {
  test('is the All list with chosen=1, and keeps its page, page size and view through a reload', () => {
    expect(CHOSEN_PATH).toBe('/?chosen=1')
    expect(chosenSearch({ page: 1, pageSize: 25, view: 'map' })).toBe('?chosen=1&view=map')
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom(...PAGE_SIZES),
        fc.constantFrom(...LIST_VIEWS),
        (page, pageSize, view) => {
          const search = chosenSearch({ page, pageSize, view })
          expect(isChosenView(search)).toBe(true)
          expect(parseListState(search, 'all')).toMatchObject({ page, pageSize, view })
        },
      ),
    )
  })

  test('is not any other list address', () => {
    for (const search of ['', '?chosen=0', '?status=active', '?chosen=yes'])
      expect(isChosenView(search)).toBe(false)
  })
})

describe('chosenPage', () => {
  test('pages the chosen ids in the service order, each once, every page but the last full', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 300 }),
        fc.constantFrom(...PAGE_SIZES),
        (ids, pageSize) => {
          const chosen = chosenIds(targetsOf(ids))
          const { pageCount, total } = chosenPage(chosen, 1, pageSize)
          const pages = Array.from(
            { length: pageCount },
            (_, index) => chosenPage(chosen, index + 1, pageSize).ids,
          )
          expect(total).toBe(ids.length)
          expect(pages.flat()).toEqual([...ids].sort((a, b) => a - b))
          expect(pages.slice(0, -1).every((page) => page.length === pageSize)).toBe(true)
        },
      ),
    )
  })

  test('has one empty page when nothing is chosen', () => {
    expect(chosenPage(chosenIds(new Map()), 1, 25)).toEqual({ ids: [], pageCount: 1, total: 0 })
  })
})

describe('selectionListPath', () => {
  test('leads back to the list, search and filters the selection was made on', () => {
    const state = { ...DEFAULT_LIST_STATE, q: 'bike', status: ['active' as const] }
    expect(selectionListPath({ kind: 'dealer', scope: selectionScope('dealer', state) })).toBe(
      '/dealers/?q=bike&status=active',
    )
    expect(selectionListPath({ kind: 'all', scope: selectionScope('all', DEFAULT_LIST_STATE) })).toBe('/')
  })

  test('leads to the All list when there is no selection', () => {
    expect(selectionListPath({})).toBe('/')
  })
})
