import { mapWithConcurrency } from './map-with-concurrency'

/** How a preview reads before anything is written: a few partners at a time, telling how far it is. */
export type PreviewOptions = {
  signal?: AbortSignal
  /** Told after each partner is read: how many are, of how many. */
  onProgress?: (done: number, total: number) => void
  /** Partners read at once; 4 unless given. */
  concurrency?: number
}

const PREVIEW_CONCURRENCY = 4

/** `read` for every item, a few at a time (their order kept), counting each one read. */
export async function readEach<T, R>(
  items: readonly T[],
  read: (item: T, signal?: AbortSignal) => Promise<R>,
  { signal, onProgress, concurrency = PREVIEW_CONCURRENCY }: PreviewOptions = {},
): Promise<R[]> {
  let done = 0
  return mapWithConcurrency(
    items,
    concurrency,
    async (item) => {
      const result = await read(item, signal)
      done += 1
      onProgress?.(done, items.length)
      return result
    },
    signal,
  )
}
