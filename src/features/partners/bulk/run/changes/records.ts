import type { ListParams } from '@/lib/data-service/list-params'
import { collectEveryRecord } from '@/lib/data-service/collect-every-record'
import { pagesOf } from '@/lib/data-service/read-every-page'
import { dataService, type NewEntity } from '@/lib/data-service/resource-client'
import type { ResourceEntity, ResourceName } from '@/lib/data-service/resources'
import { sentVersion } from '@/lib/data-service/write-back'

import { partnerIdFilter, type RecordByPartnerId } from '../../../api/partner-requests'
import { orNothing } from '../../../api/related-records'
import type { UndoStep } from '../bulk-change'

/**
 * How every step of a bulk change reads and writes: straight through the service, never from the
 * query cache, since a step decides what to write from what it reads and the cache may be minutes
 * old. The writes take a record as the service sent it (an undo image), typed or not.
 */

/**
 * Every record of `resource` matching `filters`, all pages, as the service holds them now. One
 * try: it is a part of larger work (a step, a batch of a preview) which the pool that runs that
 * work tries again (lib/data-service/retry-policy.ts).
 */
export async function readRecordsMatching<R extends ResourceName>(
  resource: R,
  filters: ListParams['filters'],
  signal?: AbortSignal,
): Promise<ResourceEntity<R>[]> {
  return (await collectEveryRecord(pagesOf(resource, { filters }), { signal, retries: false })).records
}

/** Every record of `resource` the partner has (bpId). */
export function readPartnerRecords<R extends RecordByPartnerId>(
  resource: R,
  partnerId: number,
  signal?: AbortSignal,
): Promise<ResourceEntity<R>[]> {
  return readRecordsMatching(resource, partnerIdFilter(partnerId), signal)
}

/**
 * Deletes a record; undefined when it was gone already (someone else deleted it, or an earlier try
 * of this step whose answer was lost), which leaves nothing to take back.
 */
export async function removeRecord<R extends ResourceName>(
  resource: R,
  id: number,
  signal?: AbortSignal,
): Promise<ResourceEntity<R> | undefined> {
  return orNothing(dataService[resource].remove(id, { signal }))
}

/**
 * The deletes a partner's step sent without an answer (a timeout, a dropped connection), by id,
 * each record as read before: kept with the step's undo list, which lives as long as its change.
 */
const unanswered = new WeakMap<UndoStep[], Map<number, { id: number }>>()

/**
 * Deletes each record, its undo step (the record as the service sent it back) pushed onto
 * `written` as soon as it is gone. A record gone already is someone else's delete and leaves
 * nothing of this run's to take back, unless this step had sent its delete and lost the answer:
 * the retry sends that delete again, and a record found gone then was deleted by the run, its
 * undo the copy read before.
 */
export async function removeEach(
  resource: ResourceName,
  records: readonly { id: number }[],
  written: UndoStep[],
  signal?: AbortSignal,
) {
  const sent = unanswered.get(written) ?? new Map<number, { id: number }>()
  unanswered.set(written, sent)
  const inDoubt = [...sent.values()].filter(({ id }) => !records.some((record) => record.id === id))
  for (const record of [...inDoubt, ...records]) {
    const wasSent = sent.has(record.id)
    sent.set(record.id, record)
    const removed = await removeRecord(resource, record.id, signal)
    sent.delete(record.id)
    if (removed || wasSent)
      written.push({ kind: 'recreate', resource, removed: sentVersion(removed ?? record) })
  }
}

/** Replaces a record with `body`, a whole record as the service sent it. */
export function putRecord<R extends ResourceName>(
  resource: R,
  id: number,
  body: object,
  signal?: AbortSignal,
) {
  return dataService[resource].update(id, body as ResourceEntity<R>, { signal })
}

/** Makes a record from `body`, as the service sent it; an id in it is not sent, the service gives one. */
export function createRecord<R extends ResourceName>(resource: R, body: object, signal?: AbortSignal) {
  const { id: _, ...fields } = body as Record<string, unknown>
  return dataService[resource].create(fields as NewEntity<R>, { signal })
}
