import type { QueryClient, QueryKey } from '@tanstack/react-query'

import { DataServiceError } from './errors'

/** Told after each page is folded: how many pages are, of how many. */
export type PageProgress = (read: number, pageCount: number) => void

/** How to go on with a reading some of whose pages failed: a new signal and progress. */
export type ResumeOptions = { signal?: AbortSignal; onProgress?: PageProgress }

/**
 * A reading that read every page but some: which failed (after their second try), why the last
 * one did (its kind, message and values, so it reads as that failure), and `resume`, which
 * reads just those pages into the same fold and finishes as the reading would have.
 */
export class PagesNotRead<R = unknown> extends DataServiceError {
  override name = 'PagesNotRead'
  readonly pages: readonly number[]
  readonly pageCount: number
  readonly resume: (options?: ResumeOptions) => Promise<R>

  constructor(
    cause: DataServiceError,
    pages: readonly number[],
    pageCount: number,
    resume: (options?: ResumeOptions) => Promise<R>,
  ) {
    super({
      kind: cause.kind,
      message: `Pages ${pages.join(', ')} of ${pageCount} could not be read: ${cause.message}`,
      i18nKey: cause.i18nKey,
      status: cause.status,
      values: cause.values,
      retryAfterMs: cause.retryAfterMs,
      cause,
    })
    this.pages = pages
    this.pageCount = pageCount
    this.resume = resume
  }
}

export function isPagesNotRead(error: unknown): error is PagesNotRead {
  return error instanceof PagesNotRead
}

/** The readings queries left with pages unread, by query, until they run again. */
const unfinished = new WeakMap<object, PagesNotRead>()
/** The queries whose next run is to read just those pages: the user asked to try them again. */
const resumeNext = new WeakSet<object>()

const queryOf = (client: QueryClient, queryKey: QueryKey) =>
  client.getQueryCache().find({ queryKey, exact: true })

/**
 * The next run of the query reads just the pages its last run could not (the user's Try again),
 * not everything: an error leaves a query invalidated, so a run cannot tell a retry from Refresh.
 */
export function readUnreadPagesNext(client: QueryClient, queryKey: QueryKey): void {
  const query = queryOf(client, queryKey)
  if (query && unfinished.has(query)) resumeNext.add(query)
}

/**
 * A query's reading of every page (`read`), or, when its last run left pages unread and it was
 * asked to (readUnreadPagesNext), just those pages into what that run had folded. Any other run
 * (a write, Refresh) reads everything again.
 */
export async function resumableReading<R>(
  client: QueryClient,
  queryKey: QueryKey,
  read: () => Promise<R>,
  options: ResumeOptions,
): Promise<R> {
  const query = queryOf(client, queryKey)
  const left = query && resumeNext.has(query) ? unfinished.get(query) : undefined
  if (query) {
    unfinished.delete(query)
    resumeNext.delete(query)
  }
  try {
    return await (left ? (left.resume(options) as Promise<R>) : read())
  } catch (error) {
    if (query && isPagesNotRead(error)) unfinished.set(query, error)
    throw error
  }
}
