import type { useBulkRun } from '../run/run-store'

/** A run as the run's store holds it, for the panel and its report. */
export type BulkRun = NonNullable<ReturnType<typeof useBulkRun.getState>['run']>
