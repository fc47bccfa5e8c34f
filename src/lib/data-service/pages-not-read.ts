import { DataServiceError } from './errors'

/** Told after each page is folded: how many pages are, of how many. */
export type PageProgress = (read: number, pageCount: number) => void

/** Pages a message names before it leaves the rest out: a failing service can fail them all. */
const PAGES_NAMED = 10

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
  /** The values of the message that names the pages (data:errors.pagesNotRead), the reason apart. */
  readonly unread: { count: number; pages: string; pageCount: number }
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
    const named = pages.slice(0, PAGES_NAMED).join(', ')
    this.unread = {
      count: pages.length,
      pages: pages.length > PAGES_NAMED ? `${named}, …` : named,
      pageCount,
    }
    this.resume = resume
  }
}

export function isPagesNotRead(error: unknown): error is PagesNotRead {
  return error instanceof PagesNotRead
}
