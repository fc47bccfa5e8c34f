import { dataService } from '@/lib/data-service/resource-client'
import type { ResourceEntity, ResourceName } from '@/lib/data-service/resources'
import { changedFields, sentVersion, writeBack, type Renames } from '@/lib/data-service/write-back'

import { readCurrentRecord } from '../api/current-record'

/**
 * What came of a save (save-record.ts): written, or not written because the
 * record changed or went since the form opened; the form then asks what to do.
 */
export type SaveOutcome<T> =
  { kind: 'saved'; record: T } | { kind: 'changed'; latest: T; fields: string[] } | { kind: 'deleted' }

type SaveRequest<R extends ResourceName> = {
  resource: R
  /** The record as it was when the form opened. */
  opened: ResourceEntity<R>
  edits: Partial<ResourceEntity<R>>
  /** The user saw what changed and chose to save over it. */
  overwrite?: boolean
  renames?: Renames
}

/** A record read again before a write: as the form saw it, changed (which fields), or gone. */
export type Recheck<T> =
  { kind: 'current'; latest: T } | { kind: 'changed'; latest: T; fields: string[] } | { kind: 'deleted' }

/**
 * Reads the record again and compares it with the one the form opened with, so nothing is
 * silently overwritten. Apart from saveRecord so that a form writing several records (a week of opening
 * hours) can check every one before writing any.
 */
export async function recheckRecord<R extends ResourceName>(
  resource: R,
  opened: ResourceEntity<R>,
): Promise<Recheck<ResourceEntity<R>>> {
  const latest = await readCurrentRecord(resource, (opened as { id: number }).id)
  if (latest === undefined) return { kind: 'deleted' }
  const fields = changedFields(sentVersion(opened), sentVersion(latest))
  return fields.length > 0 ? { kind: 'changed', latest, fields } : { kind: 'current', latest }
}

/**
 * Reads the record again before writing: if it differs from the one the form opened with, nothing
 * is written unless `overwrite`; then the edits go over the latest version, so a field someone
 * else changed and this form does not touch is kept too. The body is the record as the service
 * sent it with only the edits changed (writeBack).
 */
export async function saveRecord<R extends ResourceName>({
  resource,
  opened,
  edits,
  overwrite = false,
  renames,
}: SaveRequest<R>): Promise<SaveOutcome<ResourceEntity<R>>> {
  const check = await recheckRecord(resource, opened)
  if (check.kind === 'deleted' || (check.kind === 'changed' && !overwrite)) return check
  const body = writeBack(check.latest, edits, renames) as ResourceEntity<R>
  const id = (opened as { id: number }).id
  return { kind: 'saved', record: await dataService[resource].update(id, body) }
}
