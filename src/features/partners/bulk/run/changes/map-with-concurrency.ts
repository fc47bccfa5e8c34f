/**
 * `work` for every item, a few at a time, the results in the items' order. The first failure
 * rejects the whole and starts nothing more; an aborted signal starts nothing more either.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  let failed = false
  const worker = async () => {
    while (next < items.length && !failed) {
      signal?.throwIfAborted()
      const index = next
      next += 1
      try {
        results[index] = await work(items[index]!, index)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  const workers = Math.max(1, Math.min(concurrency, items.length))
  await Promise.all(Array.from({ length: workers }, worker))
  return results
}
