import type { BulkChange, BulkTarget } from '../run/bulk-change'

import type { BulkRun } from './bulk-run'

/** `count` partners as a selection hands them over, the first few named for the tests. */
export function targetsOf(count: number): BulkTarget[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Partner ${index + 1}`,
    accountNum: `C-${1000 + index + 1}`,
  }))
}

/** A change as a stand-in step function returns it: what the form hands to the runner. */
export function changeFor(name: string, targets: readonly BulkTarget[]): BulkChange {
  return {
    title: { key: name },
    targets,
    resources: [],
    step: () => Promise.resolve({ kind: 'done', undo: [] }),
  }
}

/** A run as the runner's store holds it: just started over 340 partners, unless `fields` say otherwise. */
export function bulkRun(fields: Partial<BulkRun> = {}): BulkRun {
  return {
    id: 1,
    title: { key: 'run:actions.addClosingDate' },
    total: 340,
    done: 0,
    skipped: 0,
    failed: 0,
    status: 'running',
    results: [],
    canUndo: false,
    isUndo: false,
    ...fields,
  }
}
