import type { ListParams } from '@/lib/data-service/list-params'
import { dataService, type ResourceList } from '@/lib/data-service/resource-client'
import type { ResourceEntity, ResourceName } from '@/lib/data-service/resources'

/** The largest page the data service gives (docs/data-service-api.md: pageSize capped at 500). */
const LARGEST_PAGE = 500
/** Pages asked for at once: enough to keep the line busy, few enough to leave room for the rest. */
const PAGES_IN_FLIGHT = 4

export type EveryRecord<R extends ResourceName> = { records: ResourceEntity<R>[]; unreadable: number }

/**
 * Every record of a resource, read in the largest pages the service gives and several at once
 * (docs/decisions/023): 20,000 partners are 40 requests, not 200 read one after another as
 * lib/data-service/fetch-all-pages reads a list. The later pages are asked at the size the
 * service answered with (a service that caps lower still gives every page), their count fixed
 * by the first answer; a record met twice (the list moved while it was read) counts once.
 */
export async function readEveryRecord<R extends ResourceName>(
  resource: R,
  {
    signal,
    filters,
    pageSize: asked = LARGEST_PAGE,
  }: {
    signal?: AbortSignal
    filters?: ListParams['filters']
    /** Smaller for large records: a page is read (JSON and zod) in one task on the main thread. */
    pageSize?: number
  } = {},
): Promise<EveryRecord<R>> {
  const client = dataService[resource]
  const read = (page: number, pageSize: number) =>
    client.list({ page, pageSize, ...(filters && { filters }) }, { signal }) as Promise<ResourceList<R>>
  const first = await read(1, asked)
  const pageSize = Math.max(1, first.pageSize || first.list.length || asked)
  const pageCount = Math.ceil(first.total / pageSize)
  const pages: ResourceList<R>[] = [first]
  let next = 2
  async function worker() {
    while (next <= pageCount) {
      const page = next
      next += 1
      pages[page - 1] = await read(page, pageSize)
    }
  }
  await Promise.all(Array.from({ length: PAGES_IN_FLIGHT }, worker))

  const records: ResourceEntity<R>[] = []
  const seen = new Set<unknown>()
  let unreadable = 0
  for (const page of pages) {
    unreadable += page.unreadableRecords
    for (const record of page.list) {
      const id = (record as { id?: unknown }).id
      if (id != null && seen.has(id)) continue
      seen.add(id)
      records.push(record)
    }
  }
  return { records, unreadable }
}
