import type { ClosingDate } from '@/entities/closing-date'
import type { ListResponse } from '@/entities/list-response'
import { fetchAllPages } from '@/lib/data-service/fetch-all-pages'
import type { ListParams } from '@/lib/data-service/list-params'
import { dataService, type RequestOptions } from '@/lib/data-service/resource-client'

import { accountKey, type ImportLookup } from './import-rows'
import type { SheetRow } from './sheet-rows'

/**
 * Reads what checking a file's rows needs, and nothing more: the partners its account numbers
 * name (many account numbers a request, `accountNum=a,b,c`: docs/data-service-api.md) and those
 * partners' closing dates (`bpId=1,2,3`), a few requests at a time. Never the whole world.
 */

/** Values a request asks for: its URL stays short (about 1 kB of account numbers). */
const VALUES_PER_REQUEST = 50
/** A partner has a handful of closing dates: 50 partners' fit in a page or three. */
const PAGE_SIZE = 100
/** Requests in flight at once. */
const IN_FLIGHT = 3

export type LookupPhase = 'partners' | 'closingDates'

type LookupOptions = {
  signal?: AbortSignal
  /** Told after each request: which phase, how many of its requests have answered, of how many. */
  onProgress?: (phase: LookupPhase, done: number, total: number) => void
}

export async function lookUpRows(
  rows: readonly SheetRow[],
  { signal, onProgress }: LookupOptions = {},
): Promise<ImportLookup> {
  // As written and in capitals: the service compares as it does, the rule without case (import-rows.ts).
  const accounts = [
    ...new Set(rows.flatMap(({ accountNum }) => [accountNum.trim(), accountKey(accountNum)])),
  ].filter(Boolean)
  const found = await inBatches(
    accounts,
    signal,
    (done, total) => onProgress?.('partners', done, total),
    (batch) => readAll(dataService['business-partners'].list, { accountNum: batch }, signal),
  )
  // A partner asked for as written and in capitals is found twice.
  const partners = [...new Map(found.map((partner) => [partner.id, partner])).values()]
  const partnersByAccount = groupBy(partners, (partner) => accountKey(partner.accountNum))

  const ids = [...new Set(partners.map((partner) => String(partner.id)))]
  const closingDates = await inBatches(
    ids,
    signal,
    (done, total) => onProgress?.('closingDates', done, total),
    (batch) => readAll(dataService['closing-dates'].list, { bpId: batch }, signal),
  )
  const closingDatesByPartner = groupBy(
    closingDates.filter((record): record is ClosingDate & { bpId: number } => record.bpId != null),
    (record) => record.bpId,
  )
  return { partnersByAccount, closingDatesByPartner }
}

/** Every record matching a filter, all pages; a record read twice (the list moved) counts once. */
async function readAll<T extends { id?: number | null }>(
  list: (params: ListParams, options: RequestOptions) => Promise<ListResponse<T>>,
  filters: Record<string, string[]>,
  signal: AbortSignal | undefined,
): Promise<T[]> {
  return (await fetchAllPages((page) => list({ filters, page, pageSize: PAGE_SIZE }, { signal }))) ?? []
}

/** `read` for each batch of `values`, IN_FLIGHT at a time; the results in one list. */
async function inBatches<T>(
  values: readonly string[],
  signal: AbortSignal | undefined,
  onProgress: (done: number, total: number) => void,
  read: (batch: string[]) => Promise<T[]>,
): Promise<T[]> {
  const batches: string[][] = []
  for (let start = 0; start < values.length; start += VALUES_PER_REQUEST)
    batches.push(values.slice(start, start + VALUES_PER_REQUEST))
  const results: T[][] = []
  let next = 0
  let done = 0
  onProgress(0, batches.length)
  const worker = async () => {
    while (next < batches.length) {
      signal?.throwIfAborted()
      const at = next++
      results[at] = await read(batches[at] ?? [])
      onProgress(++done, batches.length)
    }
  }
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, batches.length) }, worker))
  return results.flat()
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return groups
}
