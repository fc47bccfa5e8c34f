/**
 * Hands on the latest of a stream of values at most once every `ms` (the first at once, the last
 * always): a progress report per page read would otherwise re-render its bar 40 times a second,
 * and each such urgent render restarts whatever slower render React had under way.
 */
export function latestEvery<T>(
  ms: number,
  deliver: (value: T) => void,
  { now = () => Date.now() }: { now?: () => number } = {},
) {
  let pending: { value: T } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let last = -Infinity

  function flush() {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (!pending) return
    const { value } = pending
    pending = undefined
    last = now()
    deliver(value)
  }

  return {
    push(value: T) {
      pending = { value }
      if (timer !== undefined) return
      const wait = last + ms - now()
      if (wait <= 0) flush()
      else timer = setTimeout(flush, wait)
    },
    /** Hands on what is pending now (the last value before an end). */
    flush,
    /** Drops what is pending. */
    cancel() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      pending = undefined
    },
  }
}
