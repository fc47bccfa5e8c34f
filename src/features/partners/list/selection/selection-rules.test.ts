import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import type { BulkTarget } from '../../bulk/run/bulk-change'
import { DEFAULT_LIST_STATE, type ListState } from '../../model/list-state'

import {
  clickRow,
  enterScope,
  NO_SELECTION,
  pageCheck,
  rowsToSet,
  selectionScope,
  withTargets,
  type ListSelection,
} from './selection-rules'

const partner = (id: number): BulkTarget => ({ id, name: `Partner ${id}`, accountNum: `A-${id}` })
/** A page of rows 1..5. */
const PAGE = [1, 2, 3, 4, 5].map(partner)
const chosen = (...ids: number[]): ListSelection => ({
  ...NO_SELECTION,
  kind: 'dealer',
  scope: 'dealer',
  targets: new Map(ids.map((id) => [id, partner(id)])),
})
const ids = (selection: ListSelection) => [...selection.targets.keys()]
const state = (change: Partial<ListState>): ListState => ({ ...DEFAULT_LIST_STATE, ...change })

describe('selectionScope', () => {
  test.each<[string, Partial<ListState>, Partial<ListState>]>([
    ['another page', { page: 1 }, { page: 4 }],
    ['another page size', { pageSize: 25 }, { pageSize: 100 }],
    ['the map instead of the table', { view: 'table' }, { view: 'map' }],
    [
      'the same filters reached again',
      { status: ['active'], q: 'bike' },
      { q: 'bike', status: ['active'], page: 2 },
    ],
  ])('is the same for %s', (_, a, b) => {
    expect(selectionScope('dealer', state(a))).toBe(selectionScope('dealer', state(b)))
  })

  test.each<[string, Partial<ListState>]>([
    ['a search', { q: 'berlin' }],
    ['a status', { status: ['closing'] }],
    ['a country', { country: ['TW'] }],
    ['a type', { type: ['store'] }],
    ['a parent', { parent: [12] }],
  ])('changes with %s', (_, change) => {
    expect(selectionScope('all', state(change))).not.toBe(selectionScope('all', DEFAULT_LIST_STATE))
  })

  test('changes with the list', () => {
    expect(selectionScope('dealer', DEFAULT_LIST_STATE)).not.toBe(selectionScope('store', DEFAULT_LIST_STATE))
  })
})

describe('enterScope', () => {
  test.each<[string, ListSelection, 'dealer' | 'store', string, number[], boolean]>([
    ['the same list keeps its choice', chosen(1, 2), 'dealer', 'dealer', [1, 2], false],
    ['a new search empties it, and says so', chosen(1, 2), 'dealer', 'dealer?q=x', [], true],
    ['a new search with nothing chosen says nothing', chosen(), 'dealer', 'dealer?q=x', [], false],
    ['another list empties it without a word', chosen(1, 2), 'store', 'store', [], false],
    ['the first list entered starts empty', NO_SELECTION, 'dealer', 'dealer', [], false],
  ])('%s', (_, before, kind, scope, kept, cleared) => {
    const after = enterScope(before, kind, scope)
    expect(ids(after)).toEqual(kept)
    expect(after.cleared).toBe(cleared)
    expect(after.scope).toBe(scope)
  })

  test('a further change says nothing once the notice has been given', () => {
    const cleared = enterScope(chosen(1), 'dealer', 'dealer?q=x')
    expect(enterScope(cleared, 'dealer', 'dealer?q=xy').cleared).toBe(false)
  })
})

describe('rowsToSet', () => {
  test.each<[string, number | undefined, number, boolean, number[]]>([
    ['a click sets its row', undefined, 3, false, [3]],
    ['a click ignores the last one without Shift', 1, 3, false, [3]],
    ['Shift sets the rows from the last clicked down', 2, 4, true, [2, 3, 4]],
    ['Shift sets the rows from the last clicked up', 5, 2, true, [2, 3, 4, 5]],
    ['Shift on the last clicked row sets it alone', 3, 3, true, [3]],
    ['Shift with nothing clicked before sets its row', undefined, 4, true, [4]],
    ['Shift from a row of another page sets its row', 99, 2, true, [2]],
    ['a row not on the page sets nothing', 1, 42, true, []],
  ])('%s', (_, anchor, clicked, extend, expected) => {
    expect(rowsToSet(PAGE, anchor, clicked, extend).map((row) => row.id)).toEqual(expected)
  })

  test('a Shift range is the same whichever end was clicked first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (a, b) => {
        expect(rowsToSet(PAGE, a, b, true)).toEqual(rowsToSet(PAGE, b, a, true))
      }),
    )
  })
})

describe('clickRow', () => {
  test.each<[string, ListSelection, number, boolean, boolean, number[]]>([
    ['checking a row chooses it', chosen(), 2, true, false, [2]],
    ['unchecking a row lets it go', chosen(2, 3), 2, false, false, [3]],
    [
      'Shift+check chooses the range from the last clicked',
      { ...chosen(1), anchor: 1 },
      4,
      true,
      true,
      [1, 2, 3, 4],
    ],
    ['Shift+uncheck lets the range go', { ...chosen(1, 2, 3, 4, 5), anchor: 2 }, 4, false, true, [1, 5]],
    ['chosen rows of other pages stay', chosen(77, 88), 1, true, false, [77, 88, 1]],
  ])('%s', (_, before, clicked, on, extend, expected) => {
    const after = clickRow(before, PAGE, clicked, on, extend)
    expect(ids(after)).toEqual(expected)
    expect(after.anchor).toBe(clicked)
  })

  test('choosing again ends the notice that a search let the last choice go', () => {
    const cleared = enterScope(chosen(1), 'dealer', 'dealer?q=x')
    expect(clickRow(cleared, PAGE, 1, true, false).cleared).toBe(false)
  })
})

describe('withTargets', () => {
  test('keeps only what a bulk change reports: id, name and account number', () => {
    const row = { ...partner(7), city: 'Taipei', email: 'x@example.com' }
    expect([...withTargets(NO_SELECTION, [row], true).targets.values()]).toEqual([partner(7)])
  })

  test('keeps the order partners were chosen in, and each once', () => {
    expect(ids(withTargets(chosen(3, 1), [partner(2), partner(3)], true))).toEqual([3, 1, 2])
  })
})

describe('pageCheck', () => {
  test.each<[string, number[], number[], string]>([
    ['every row chosen', [1, 2, 3, 4, 5], [1, 2, 3, 4, 5], 'all'],
    ['every row chosen, and others elsewhere', [1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 9], 'all'],
    ['some rows chosen', [1, 2, 3, 4, 5], [2], 'some'],
    ['none of its rows chosen', [1, 2, 3, 4, 5], [9], 'none'],
    ['an empty page', [], [1], 'none'],
  ])('%s reads %s', (_, rows, chosenIds, expected) => {
    expect(pageCheck(rows.map(partner), new Map(chosenIds.map((id) => [id, true])))).toBe(expected)
  })
})
