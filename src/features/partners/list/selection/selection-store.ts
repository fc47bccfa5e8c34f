import { useEffect } from 'react'

import { create } from 'zustand'

import type { PartnerListKind } from '@/config/routes'

import type { BulkTarget } from '../../bulk/run/bulk-change'

import { enterScope, NO_SELECTION, type ListSelection } from './selection-rules'

/**
 * The partners chosen on the list on screen (selection-rules.ts), held in memory only: it
 * outlives paging, the switch to the map and a visit to a partner's page, not a reload.
 */
export const useListSelection = create<ListSelection>(() => NO_SELECTION)

/**
 * Forgets every chosen partner and the list they were chosen on: their names are the session's
 * data. The selection bar, loaded with the first choice, has the session's end call it.
 */
export function forgetSelection() {
  useListSelection.setState(NO_SELECTION, true)
}

/** Changes the selection of the list with `scope`; nothing when the list has moved on since. */
export function changeSelection(scope: string, change: (selection: ListSelection) => ListSelection) {
  useListSelection.setState((selection) => (selection.scope === scope ? change(selection) : selection), true)
}

/** Lets go of every chosen partner. */
export function clearSelection() {
  useListSelection.setState(
    (selection) => ({ ...NO_SELECTION, kind: selection.kind, scope: selection.scope }),
    true,
  )
}

const NONE: ReadonlyMap<number, BulkTarget> = new Map()

/**
 * The chosen partners of the list with `scope` (selectionScope), by id. Empty while a change of
 * search or filters is being recorded, so rows that no longer match never show as chosen.
 */
export const useChosen = (scope: string) =>
  useListSelection((selection) => (selection.scope === scope ? selection.targets : NONE))

/** useChosen, for the list screen that records which list, search and filters are on screen. */
export function useScopedSelection(kind: PartnerListKind, scope: string) {
  useEffect(
    () => useListSelection.setState((selection) => enterScope(selection, kind, scope), true),
    [kind, scope],
  )
  return useChosen(scope)
}
