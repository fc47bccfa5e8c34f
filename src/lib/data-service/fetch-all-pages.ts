import type { ListResponse } from '@/entities/list-response'

export type FetchAllOptions<T> = {
  /** Told before each further page is read: the page number and how many there are. */
  onProgress?: (page: number, pageCount: number) => void
  /** Asked after the first page, which tells how many records match; false stops there. */
  proceed?: (first: ListResponse<T>) => boolean | Promise<boolean>
}

/**
 * Every record of a paged list, in the service's order. The page count comes from the first
 * answer, so a service that keeps adding records cannot keep this reading forever; a record
 * met on two pages (the list moved while it was read) counts once. Resolves with undefined when
 * `proceed` declined.
 */
export async function fetchAllPages<T extends { id?: number | null }>(
  fetchPage: (page: number) => Promise<ListResponse<T>>,
  { onProgress, proceed }: FetchAllOptions<T> = {},
): Promise<T[] | undefined> {
  const first = await fetchPage(1)
  if (proceed && !(await proceed(first))) return undefined
  const records = [...first.list]
  const seen = new Set(records.map((record) => record.id).filter((id) => id != null))
  for (let page = 2; page <= first.pageCount; page += 1) {
    onProgress?.(page, first.pageCount)
    for (const record of (await fetchPage(page)).list) {
      if (record.id != null && seen.has(record.id)) continue
      if (record.id != null) seen.add(record.id)
      records.push(record)
    }
  }
  return records
}
