import type { ClosingDate } from '@/entities/closing-date'

import { inBatches, readEach } from '../run/changes/preview'
import { readRecordsMatching } from '../run/changes/records'

import { accountKey, type ImportLookup } from './import-rows'
import type { SheetRow } from './sheet-rows'

/**
 * Reads what checking a file's rows needs, and nothing more: the partners its account numbers
 * name (many account numbers a request, `accountNum=a,b,c`: docs/data-service-api.md) and those
 * partners' closing dates (`bpId=1,2,3`), a few requests at a time. Never the whole world.
 */

/** Values a request asks for: its URL stays short (about 1 kB of account numbers). */
const VALUES_PER_REQUEST = 50
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
  const found = await readInBatches(accounts, 'partners', (batch, signal) =>
    readRecordsMatching('business-partners', { accountNum: batch }, signal),
  )
  // A partner asked for as written and in capitals is found twice.
  const partners = [...new Map(found.map((partner) => [partner.id, partner])).values()]
  const partnersByAccount = groupBy(partners, (partner) => accountKey(partner.accountNum))

  const ids = [...new Set(partners.map((partner) => String(partner.id)))]
  const closingDates = await readInBatches(ids, 'closingDates', (batch, signal) =>
    readRecordsMatching('closing-dates', { bpId: batch }, signal),
  )
  const closingDatesByPartner = groupBy(
    closingDates.filter((record): record is ClosingDate & { bpId: number } => record.bpId != null),
    (record) => record.bpId,
  )
  return { partnersByAccount, closingDatesByPartner }

  /** `read` for each run of VALUES_PER_REQUEST values, IN_FLIGHT at a time, counting requests. */
  async function readInBatches<T>(
    values: readonly string[],
    phase: LookupPhase,
    read: (batch: string[], signal?: AbortSignal) => Promise<T[]>,
  ): Promise<T[]> {
    const batches = inBatches(values, VALUES_PER_REQUEST)
    onProgress?.(phase, 0, batches.length)
    const lists = await readEach(batches, read, {
      signal,
      concurrency: IN_FLIGHT,
      onProgress: (done, total) => onProgress?.(phase, done, total),
    })
    return lists.flat()
  }
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return groups
}
