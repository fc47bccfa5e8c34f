import type { Read } from './tolerant-read'

/** Development spellings of a resource's fields: { devName: specName } (entities/fields renameKeys). */
export type Renames = Readonly<Record<string, string>>

/**
 * The body of an update, so that nothing is lost: the record exactly as the service sent it,
 * with only the edited fields changed. Fields the portal does not know go back as they came, and
 * an edited field keeps the spelling the service used for it (`gRAActive` stays `gRAActive`).
 * The service replaces the whole record on PUT, so nothing may be left out.
 */
export function writeBack<T extends object>(
  record: Read<T>,
  edits: Partial<T>,
  renames: Renames = {},
): Record<string, unknown> {
  const { $received, ...parsed } = record
  const body: Record<string, unknown> = { ...($received?.raw ?? parsed) }
  for (const [field, value] of Object.entries(edits)) {
    const sentAs =
      field in body ? field : Object.keys(renames).find((dev) => renames[dev] === field && dev in body)
    body[sentAs ?? field] = value
  }
  return body
}

/**
 * The fields the form saw (`before`, as the service sent it) whose values differ in `after`.
 * Fields only `after` has do not count: a list answer may carry fewer fields than a record's own
 * answer, and that is no change by someone else.
 */
export function changedFields(before: object, after: object): string[] {
  const a = before as Record<string, unknown>
  const b = after as Record<string, unknown>
  return Object.keys(a).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
}

/** What the service sent for a record: its raw copy, or the record itself when there is none. */
export function sentVersion(record: Read<object>): object {
  const { $received, ...parsed } = record
  return $received?.raw ?? parsed
}
