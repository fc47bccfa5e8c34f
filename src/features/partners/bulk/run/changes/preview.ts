import type { ResourceEntity } from '@/lib/data-service/resources'
import { withRetries } from '@/lib/data-service/retry-policy'
import { createPool, sleepFor } from '@/lib/pool'

import type { RecordByPartnerId } from '../../../api/partner-requests'

import { readRecordsMatching } from './records'

/** How a preview reads before anything is written: a few partners at a time, telling how far it is. */
export type PreviewOptions = {
  signal?: AbortSignal
  /** Told after each partner is read: how many are, of how many. */
  onProgress?: (done: number, total: number) => void
  /** Partners read at once; 4 unless given. */
  concurrency?: number
}

const PREVIEW_CONCURRENCY = 4

/** Partners one read asks for at once (`bpId=1,2,…`): its address stays short (about 300 bytes). */
const PARTNERS_PER_REQUEST = 50

/** `items` in runs of `size`, in order. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = []
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size))
  return batches
}

/**
 * `read` for every item, a few at a time in one pool (their order kept), each tried again as the
 * retry policy says (a 429 holds them all), counting each one read.
 */
export async function readEach<T, R>(
  items: readonly T[],
  read: (item: T, signal?: AbortSignal) => Promise<R>,
  { signal, onProgress, concurrency = PREVIEW_CONCURRENCY }: PreviewOptions = {},
): Promise<R[]> {
  let done = 0
  const pool = createPool({ concurrency, signal })
  const retry = { turns: pool, signal, sleep: sleepFor, random: Math.random }
  return pool.map(items, async (item) => {
    const result = await withRetries(() => read(item, signal), retry)
    done += 1
    onProgress?.(done, items.length)
    return result
  })
}

/**
 * Every record of `resource` of each partner, fresh from the service (records.ts reads one
 * partner's): fifty partners a request, a few requests at a time, so a preview of 2,000 partners
 * is 40 requests, not 2,000. Progress counts partners.
 */
export async function readPartnersRecords<R extends RecordByPartnerId>(
  resource: R,
  partnerIds: readonly number[],
  { onProgress, ...options }: PreviewOptions = {},
): Promise<Map<number, ResourceEntity<R>[]>> {
  const ids = [...new Set(partnerIds)]
  const batches = inBatches(ids, PARTNERS_PER_REQUEST)
  const read = (batch: number[], signal?: AbortSignal) =>
    readRecordsMatching(resource, { bpId: batch.map(String) }, signal)
  const lists = await readEach(batches, read, {
    ...options,
    onProgress: (done) => onProgress?.(Math.min(done * PARTNERS_PER_REQUEST, ids.length), ids.length),
  })
  const byPartner = new Map<number, ResourceEntity<R>[]>(ids.map((id) => [id, []]))
  for (const record of lists.flat()) {
    const bpId = (record as { bpId?: number | null }).bpId
    if (bpId != null) byPartner.get(bpId)?.push(record)
  }
  return byPartner
}
