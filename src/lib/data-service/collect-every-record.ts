import { readEveryPage, type EveryPageOptions, type ReadPage } from './read-every-page'

/**
 * Items gathered as pages arrive, a few pages at once and in any order, given back in the
 * service's order: by page, and within a page as they were added.
 */
export function inPageOrder<T>() {
  const pages: T[][] = []
  return {
    add: (item: T, page: number) => void (pages[page - 1] ??= []).push(item),
    all: (): T[] => pages.flat(),
  }
}

/**
 * Every record of a list, in the service's order: for a caller that truly needs the records (a
 * bulk change reading a partner's own before it writes, a partner's page), never the whole
 * network. Rejects as readEveryPage does.
 */
export async function collectEveryRecord<T>(
  read: ReadPage<T>,
  options: Omit<EveryPageOptions<T, unknown>, 'fold' | 'pageFolded' | 'finish' | 'proceed'> = {},
): Promise<{ records: T[]; unreadable: number }> {
  const records = inPageOrder<T>()
  const collected = await readEveryPage(read, {
    ...options,
    fold: records.add,
    finish: ({ unreadable }) => ({ records: records.all(), unreadable }),
  })
  return collected ?? { records: [], unreadable: 0 }
}
