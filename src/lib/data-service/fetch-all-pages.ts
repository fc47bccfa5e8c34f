import type { ListResponse } from '@/entities/list-response'

export type FetchAllOptions<T> = {
  /** Told before each further page is read: the page number and how many there are. */
  onProgress?: (page: number, pageCount: number) => void
  /** Asked after the first page, which tells how many records match; false stops there. */
  proceed?: (first: ListResponse<T>) => boolean | Promise<boolean>
  /**
   * Stops the reading at once: the promise rejects with the signal's reason and no further page
   * is asked for. A page already on its way still arrives (into the query cache), unawaited.
   */
  signal?: AbortSignal
}

/** `promise`, or the signal's reason as soon as it aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason)
    if (signal.aborted) stop()
    signal.addEventListener('abort', stop, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
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
    return unlessAborted(fetchPage(page), signal)
  }
  const first = await read(1)
  if (proceed && !(await proceed(first))) return undefined
  const records = [...first.list]
  const seen = new Set(records.map((record) => record.id).filter((id) => id != null))
  for (let page = 2; page <= first.pageCount; page += 1) {
    signal?.throwIfAborted()
    onProgress?.(page, first.pageCount)
    for (const record of (await read(page)).list) {
      if (record.id != null && seen.has(record.id)) continue
      if (record.id != null) seen.add(record.id)
      records.push(record)
    }
  }
  return records
}
