export type { CurrentRun as BulkRun } from '../run/run-store'
