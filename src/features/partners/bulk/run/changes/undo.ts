// STAND-IN so the engine branch compiles: the real undoChange is written on the `changes`
// branch; drop this file at merge in favour of that one.
import type { BulkChange, ItemResult, Words } from '../bulk-change'

export function undoChange(_results: readonly ItemResult[], _title: Words): BulkChange {
  throw new Error('undoChange is written on the changes branch')
}
