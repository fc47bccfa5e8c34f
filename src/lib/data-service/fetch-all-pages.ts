import type { ListResponse } from '@/entities/list-response'

export type FetchAllOptions<T> = {
  /** Told before each further page is read: the page number and how many there are. */
  onProgress?: (page: number, pageCount: number) => void
  /** Asked after the first page, which tells how many records match; false stops there. */
  proceed?: (first: ListResponse<T>) => boolean | Promise<boolean>
  /**
   * Stops the reading: the promise rejects with the signal's reason as soon as it aborts, and no
   * further page is asked for. A page in flight is not called back: it still lands in whatever
   * cache fetchPage fills, so reading the list again does not pay for it twice.
   */
  signal?: AbortSignal
}

/** `work`, or the signal's reason as soon as it aborts, whichever comes first. */
function untilAborted<R>(work: Promise<R>, signal: AbortSignal | undefined): Promise<R> {
  if (!signal) return work
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * Every record of a paged list, in the service's order. The page count comes from the first
 * answer, so a service that keeps adding records cannot keep this reading forever; a record
 * met on two pages (the list moved while it was read) counts once. Resolves with undefined when
 * `proceed` declined.
 */
export async function fetchAllPages<T extends { id?: number | null }>(
  fetchPage: (page: number) => Promise<ListResponse<T>>,
  { onProgress, proceed, signal }: FetchAllOptions<T> = {},
): Promise<T[] | undefined> {
  const read = (page: number) => {
    signal?.throwIfAborted()
    return untilAborted(fetchPage(page), signal)
  }
  const first = await read(1)
  if (proceed && !(await proceed(first))) return undefined
  signal?.throwIfAborted()
  const records = [...first.list]
  const seen = new Set(records.map((record) => record.id).filter((id) => id != null))
  for (let page = 2; page <= first.pageCount; page += 1) {
    onProgress?.(page, first.pageCount)
    for (const record of (await read(page)).list) {
      if (record.id != null && seen.has(record.id)) continue
      if (record.id != null) seen.add(record.id)
      records.push(record)
    }
  }
  return records
}
