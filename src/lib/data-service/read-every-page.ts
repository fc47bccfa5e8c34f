import type * as z from 'zod/mini'

import type { ListResponse } from '@/entities/list-response'
import { forEachInSlices, type SliceOptions } from '@/lib/in-slices'
import { createPool, sleepFor, type Pool } from '@/lib/pool'

import { toDataServiceError, type DataServiceError } from './errors'
import type { ListParams } from './list-params'
import { PagesNotRead, type PageProgress, type ResumeOptions } from './pages-not-read'
import { dataService, type ResourceClient, type ResourceList } from './resource-client'
import { resources, type ResourceEntity, type ResourceName } from './resources'
import { withRetries } from './retry-policy'
import { onlyFields, type FieldsOf } from './only-fields'
import { recordReader, type Read } from './tolerant-read'

/**
 * The one reader of every page of a list (docs/decisions/026): the CSV export, "Select all N
 * matching", the map, the overview, the import's look-ups and a partner's own records all read
 * through it. Page 1 tells how many pages there are; the others come a few at a time through a
 * pool (lib/pool.ts), each tried as the retry policy says (a 429 holds the reading, a failure
 * that may pass is tried once more). Each record is handed to the caller's `fold` as its page
 * arrives, in slices (lib/in-slices.ts), and the page is let go: what a reading keeps is what
 * its caller folds the records into (counts, points, the rows of a file), not the records.
 */

/** The largest page the data service gives (docs/data-service-api.md: pageSize capped at 500). */
const LARGEST_PAGE = 500

/**
 * Pages in flight at once: enough to keep the line busy while the main thread reads a page, two
 * short of the six connections a browser opens to one host, so a page the user opens meanwhile
 * is not queued behind the reading.
 */
const PAGES_IN_FLIGHT = 4

/** A page as a reading sees it: a list answer, and how many of its records could not be read. */
export type PageOf<T> = ListResponse<T> & { unreadableRecords?: number }

/** Asks for one page, `pageSize` records long; the signal stops the request. */
export type ReadPage<T> = (page: number, pageSize: number, signal?: AbortSignal) => Promise<PageOf<T>>

/** What a reading came to: the service's count, its pages, and what was folded. */
export type PagesRead = {
  total: number
  pageCount: number
  /** Records handed to the fold, each once. */
  folded: number
  /** Records the service sent that could not be read (docs/decisions/010). */
  unreadable: number
}

export type EveryPageOptions<T, R> = {
  /** Takes each record once (a record met on two pages counts once), as its page arrives. */
  fold: (record: T, page: number) => void
  /** After a page's last record is folded: what was gathered for the page can be packed. */
  pageFolded?: (page: number) => void
  /** What the reading resolves with once every page is folded (by default its PagesRead). */
  finish?: (read: PagesRead) => R | Promise<R>
  /** Records a page, as asked: LARGEST_PAGE unless given. The service may answer with fewer. */
  pageSize?: number
  /** Pages in flight at once: PAGES_IN_FLIGHT unless given. */
  concurrency?: number
  /**
   * Whether a failing page is tried again as the retry policy says (the default). A reading that is
   * itself one try of larger work (a bulk change's step, a batch of look-ups) leaves the retrying
   * to that work; a query of a partner's page is not retried at all (the app does not retry its
   * own queries: Try again is the user's).
   */
  retries?: boolean
  /**
   * Stops the reading at once: it rejects with the signal's reason, no further page is asked
   * for and the pages on their way are dropped.
   */
  signal?: AbortSignal
  onProgress?: PageProgress
  /** Asked once page 1 has told how many records match, before any is folded; false stops there. */
  proceed?: (first: PageOf<T>) => boolean | Promise<boolean>
  /** The clock, the waits and the slices: tests put their own. */
  now?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  random?: () => number
  slices?: Pick<SliceOptions, 'budgetMs' | 'now' | 'pause'>
}

/** What folds a reading: the part of its options a screen's own folding brings (a fold of partners into the overview's figures). */
export type PageFolder<T, R> = Pick<EveryPageOptions<T, R>, 'fold' | 'pageFolded' | 'finish'>

/** `promise`, or the signal's reason as soon as it aborts (a source that cannot be aborted itself). */
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
 * Every page of a list, folded as it comes (above). Resolves with `finish`'s result (undefined
 * when `proceed` declined); rejects with the signal's reason on Cancel, with page 1's failure when
 * page 1 cannot be read, and with PagesNotRead when any later page cannot.
 */
export async function readEveryPage<T, R = PagesRead>(
  read: ReadPage<T>,
  options: EveryPageOptions<T, R>,
): Promise<R | undefined> {
  const { fold, pageFolded, finish, proceed, concurrency = PAGES_IN_FLIGHT, retries = true } = options
  const { now, sleep = sleepFor, random = Math.random, slices } = options
  const seen = new Set<unknown>()
  const got: PagesRead = { total: 0, pageCount: 0, folded: 0, unreadable: 0 }
  let pageSize = options.pageSize ?? LARGEST_PAGE
  let pagesRead = 0

  async function take(answer: PageOf<T>, page: number, signal: AbortSignal | undefined) {
    got.unreadable += answer.unreadableRecords ?? 0
    const each = (record: T) => {
      const id = (record as { id?: unknown }).id
      if (id != null) {
        if (seen.has(id)) return
        seen.add(id)
      }
      got.folded += 1
      fold(record, page)
    }
    await forEachInSlices(answer.list, each, { ...slices, signal })
    pageFolded?.(page)
  }

  /** One page, retried as the policy says, in `pool`'s turn. */
  function readOne(page: number, pool: Pool, signal: AbortSignal | undefined) {
    const attempt = () => unlessAborted(read(page, pageSize, signal), signal)
    return retries ? withRetries(attempt, { turns: pool, signal, sleep, random }) : attempt()
  }

  /** Reads and folds `pages`; the pages that failed for good, and the last reason. */
  async function readPages(
    pages: readonly number[],
    { signal, onProgress }: ResumeOptions,
    pool = createPool({ concurrency, signal, now, sleep }),
  ) {
    const failed: number[] = []
    let reason: DataServiceError | undefined
    await pool
      .map(pages, async (page) => {
        let answer: PageOf<T>
        try {
          answer = await readOne(page, pool, signal)
        } catch (error) {
          signal?.throwIfAborted()
          failed.push(page)
          reason = toDataServiceError(error)
          return
        }
        await take(answer, page, signal)
        pagesRead += 1
        onProgress?.(pagesRead, got.pageCount)
      })
      .catch((error: unknown) => {
        signal?.throwIfAborted()
        throw error
      })
    return { failed: failed.sort((a, b) => a - b), reason }
  }

  /** The end of a pass: `finish`, or PagesNotRead naming the pages to read again. */
  async function end({ failed, reason }: Awaited<ReturnType<typeof readPages>>): Promise<R> {
    if (reason && failed.length > 0) {
      let resumed = false
      throw new PagesNotRead<R>(reason, failed, got.pageCount, async (again = {}) => {
        if (resumed) throw new Error('This reading was resumed already.')
        resumed = true
        return end(await readPages(failed, again))
      })
    }
    return finish ? finish(got) : (got as R)
  }

  const { signal, onProgress } = options
  signal?.throwIfAborted()
  const pool = createPool({ concurrency, signal, now, sleep })
  const first = await readOne(1, pool, signal).catch((error: unknown) => {
    signal?.throwIfAborted()
    throw error
  })
  if (proceed && !(await proceed(first))) return undefined
  signal?.throwIfAborted()
  // A service that caps pages lower than asked is still read whole: the rest at the size it gave.
  pageSize = Math.max(1, first.pageSize || first.list.length || pageSize)
  got.total = first.total
  got.pageCount = first.pageCount > 0 ? first.pageCount : Math.ceil(first.total / pageSize)
  await take(first, 1, signal)
  pagesRead = 1
  onProgress?.(pagesRead, Math.max(got.pageCount, 1))
  const rest = Array.from({ length: Math.max(0, got.pageCount - 1) }, (_, index) => index + 2)
  return end(await readPages(rest, { signal, onProgress }, pool))
}

/**
 * The pages of a resource's list matching `params`, straight from the service (no query cache),
 * each page's records checked by their schemas in slices.
 */
export function pagesOf<R extends ResourceName>(
  resource: R,
  params: Omit<ListParams, 'page' | 'pageSize'> = {},
): ReadPage<ResourceEntity<R>> {
  return (page, pageSize, signal) =>
    dataService[resource].list({ ...params, page, pageSize }, { signal, each: forEachInSlices }) as Promise<
      ResourceList<R>
    >
}

/**
 * `pagesOf`, each record read for `fields` only and what identifies it (resource-client's
 * listFields): a reading that folds a few fields of every record checks just those.
 */
export function pagesOfFields<R extends ResourceName, K extends keyof ResourceEntity<R> & string>(
  resource: R,
  fields: readonly K[],
  params: Omit<ListParams, 'page' | 'pageSize'> = {},
): ReadPage<Read<FieldsOf<ResourceEntity<R>, K>>> {
  const schema = resources[resource] as unknown as z.ZodMiniType<ResourceEntity<R>>
  const readRecord = recordReader(resource, onlyFields(schema, fields))
  return (page, pageSize, signal) =>
    (dataService[resource] as ResourceClient<R>).listWith(
      readRecord,
      { ...params, page, pageSize },
      { signal, each: forEachInSlices },
    )
}

/**
 * Ids one page of `pagesOfIds` asks for: its address stays near 1.5 kB (`id=1,2,…`), well short
 * of what servers and proxies take.
 */
const IDS_PER_PAGE = 200

/**
 * The records of a resource with these ids (a set chosen by hand), as pages of IDS_PER_PAGE ids
 * each in ascending order (as the service lists them), so such a set is read whole as any list
 * is: the same pool, retries, slices, progress and resuming. Its total is the number of ids; a
 * record gone since it was chosen is just not there. No ids, no request: an empty id filter
 * sends nothing, and would read the whole resource.
 */
export function pagesOfIds<R extends ResourceName>(
  resource: R,
  ids: readonly number[],
): ReadPage<ResourceEntity<R>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  const pageCount = Math.ceil(sorted.length / IDS_PER_PAGE)
  const total = sorted.length
  const counts = { pageSize: IDS_PER_PAGE, pageCount, total, totalItems: total, totalPages: pageCount }
  return async (page, _pageSize, signal) => {
    const batch = sorted.slice((page - 1) * IDS_PER_PAGE, page * IDS_PER_PAGE)
    if (batch.length === 0) return { list: [], page, ...counts }
    const answer = (await dataService[resource].list(
      { filters: { id: batch.map(String) }, page: 1, pageSize: IDS_PER_PAGE },
      { signal, each: forEachInSlices },
    )) as ResourceList<R>
    return { ...answer, page, ...counts }
  }
}
