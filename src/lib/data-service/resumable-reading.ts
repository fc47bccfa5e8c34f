import type { QueryClient, QueryKey } from '@tanstack/react-query'

import { isPagesNotRead, type PagesNotRead, type ResumeOptions } from './pages-not-read'

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
