import type { PartnerListKind } from '@/config/routes'

import type { BulkTarget } from '../../bulk/run/bulk-change'
import { DEFAULT_LIST_STATE, serializeListState, type ListState } from '../../model/list-state'

/**
 * The partners chosen on a list, for a bulk change. A selection belongs to what the list matches
 * (its kind, search and filters), not to how it is read (page, page size, table or map): paging
 * keeps it, a new search drops it, since the partners picked no longer all match.
 */
export type ListSelection = {
  kind?: PartnerListKind
  /** selectionScope of the list it was made on. */
  scope?: string
  /** By id, in the order chosen. */
  targets: ReadonlyMap<number, BulkTarget>
  /** The row last clicked: where a Shift+click's range starts. */
  anchor?: number
  /** A change of search or filters emptied it: the list says so once. */
  cleared: boolean
}

export const NO_SELECTION: ListSelection = { targets: new Map(), cleared: false }

/** What a selection belongs to: the list and its search and filters, in the address's own spelling. */
export function selectionScope(
  kind: PartnerListKind,
  { q, status, country, type, parent }: ListState,
): string {
  return kind + serializeListState({ ...DEFAULT_LIST_STATE, q, status, country, type, parent })
}

/**
 * The selection as the list with `scope` shows it: the same, or empty. Emptied, it says it was
 * cleared when the same list lost chosen partners to a new search or filter; moving to another
 * list drops them without a word.
 */
export function enterScope(selection: ListSelection, kind: PartnerListKind, scope: string): ListSelection {
  if (selection.scope === scope) return selection
  const lost = selection.kind === kind && selection.targets.size > 0
  return { kind, scope, targets: new Map(), cleared: lost }
}

/** A partner's name in "Select …", its id when the service sent none. */
export const nameOf = ({ id, name }: Pick<BulkTarget, 'id' | 'name'>) => name || `#${id}`

export const toTarget = ({ id, name, accountNum }: BulkTarget): BulkTarget => ({ id, name, accountNum })

/** `targets` added to, or taken from, the selection's; the chosen order kept. */
export function withTargets(
  selection: ListSelection,
  targets: readonly BulkTarget[],
  on: boolean,
): ListSelection {
  const next = new Map(selection.targets)
  for (const target of targets) {
    if (!on) next.delete(target.id)
    else if (!next.has(target.id)) next.set(target.id, toTarget(target))
  }
  return { ...selection, targets: next, cleared: false }
}

/**
 * The rows a click on `clicked` sets: that row, or with Shift the rows from the last clicked one
 * to it (either way round), when the last clicked row is on this page.
 */
export function rowsToSet<Row extends { id: number }>(
  rows: readonly Row[],
  anchor: number | undefined,
  clicked: number,
  extend: boolean,
): Row[] {
  const to = rows.findIndex((row) => row.id === clicked)
  if (to < 0) return []
  const from = extend && anchor !== undefined ? rows.findIndex((row) => row.id === anchor) : -1
  if (from < 0) return rows.slice(to, to + 1)
  return rows.slice(Math.min(from, to), Math.max(from, to) + 1)
}

/** A click on one row's box: it (or its range) set as the box now reads, and the new anchor. */
export function clickRow(
  selection: ListSelection,
  rows: readonly BulkTarget[],
  clicked: number,
  on: boolean,
  extend: boolean,
): ListSelection {
  const range = rowsToSet(rows, selection.anchor, clicked, extend)
  return { ...withTargets(selection, range, on), anchor: clicked }
}

/** How a page's header box reads: every row chosen, some, or none (an empty page: none). */
export type PageCheck = 'all' | 'some' | 'none'

export function pageCheck(rows: readonly { id: number }[], targets: ReadonlyMap<number, unknown>): PageCheck {
  const chosen = rows.filter((row) => targets.has(row.id)).length
  if (chosen === 0) return 'none'
  return chosen === rows.length ? 'all' : 'some'
}
