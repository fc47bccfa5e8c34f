import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

import type { BulkChange, BulkTarget } from '../run/bulk-change'
import { dismissRun, runStarted, useBulkRunStore, type CurrentRun } from '../run/run-store'

/** `count` partners as a selection hands them over. */
export function targetsOf(count: number): BulkTarget[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Partner ${index + 1}`,
    accountNum: `C-${1000 + index + 1}`,
  }))
}

/** A change whose every step is done at once, writing nothing: what a form hands the runner. */
export function changeFor(name: string, targets: readonly BulkTarget[]): BulkChange {
  return {
    title: { key: name },
    targets,
    resources: [],
    step: () => Promise.resolve({ kind: 'done', undo: [] }),
  }
}

/** A run as the run's store holds it: just started over 340 partners, unless `fields` say otherwise. */
export function bulkRun(fields: Partial<CurrentRun> = {}): CurrentRun {
  return {
    ...runStarted({ id: 1, title: { key: 'run:actions.addClosingDate' }, total: 340, isUndo: false }),
    ...fields,
  }
}

const running = () => ['running', 'cancelling'].includes(useBulkRunStore.getState().run?.status ?? '')

/** Lets the current run end, then closes it and forgets it, as the next test expects the store. */
export async function endRun() {
  await waitFor(() => expect(running()).toBe(false))
  act(() => {
    dismissRun()
    useBulkRunStore.setState({ lastChange: undefined })
  })
}
