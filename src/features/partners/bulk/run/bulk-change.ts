import type { BusinessPartner } from '@/entities/business-partner'
import type { ResourceName } from '@/lib/data-service/resources'

/**
 * The words of a bulk change, shared by the runner (bulk-runner.ts), the changes it runs
 * (changes/), the run's store and its screens (../ui). A bulk change is a list of partners and
 * one step to take for each; the runner takes the steps a few at a time, waits out a 429, tries a
 * failed step once more, and records what each came to. A step reads what it changes again
 * before writing, so running it twice writes nothing twice.
 */

/** A partner a bulk change touches, as its report names it. */
export type BulkTarget = Pick<BusinessPartner, 'id' | 'name' | 'accountNum'>

/**
 * A translated text, kept as its key and values so the report follows the language. `days` are
 * values that name calendar days (yyyy-MM-dd, or a span of them): a screen says them in its
 * language ("Tue, Dec 22 – Thu, Dec 24, 2026"), a spreadsheet keeps them yyyy-MM-dd.
 */
export type Words = {
  key: string
  values?: Record<string, string | number>
  days?: Record<string, { from: string; to?: string }>
}

/** Why a step wrote nothing, on purpose. */
export type SkipReason =
  /** What the step would write is there already (the closure, the service, the settings). */
  | { kind: 'already' }
  /** The partner has a closure overlapping the new one, and the user chose to skip those. */
  | { kind: 'overlaps'; from: string; to?: string }
  /** The partner has no store settings: none are made up for it. */
  | { kind: 'no-store-settings' }
  /** Remove a service the partner does not run; delete closures when none match. */
  | { kind: 'nothing-to-change' }
  /** Undo: the record was changed by someone else since this run wrote it (which fields). */
  | { kind: 'changed-since'; fields: string[] }
  /** Undo: the record is gone. */
  | { kind: 'gone' }

/** How to take back one write: each keeps the record as the service sent it (raw). */
export type UndoStep =
  /** An update: put `before` back, unless the record no longer reads as `after`. */
  | { kind: 'restore'; resource: ResourceName; id: number; before: object; after: object }
  /** A create: delete the record, unless it changed since. */
  | { kind: 'delete'; resource: ResourceName; id: number; created: object }
  /** A delete: create the record again from what it was. */
  | { kind: 'recreate'; resource: ResourceName; removed: object }

/** What one partner's step came to; a step that failed throws instead (a DataServiceError). */
export type StepOutcome = { kind: 'done'; undo: UndoStep[] } | { kind: 'skipped'; reason: SkipReason }

/** A partner's line in the report. `failed` keeps the error's translated message as key and values. */
export type ItemResult = { target: BulkTarget } & (StepOutcome | { kind: 'failed'; reason: Words })

/** One bulk change, ready to run: what it is called, whom it touches, and each partner's step. */
export type BulkChange = {
  title: Words
  targets: readonly BulkTarget[]
  step: (target: BulkTarget, signal: AbortSignal) => Promise<StepOutcome>
  /** The resources whose queries refresh when the run ends (resources.ts resourcesShowing). */
  resources: readonly ResourceName[]
  /** Undo of another run: it cannot itself be undone. */
  isUndo?: boolean
}
