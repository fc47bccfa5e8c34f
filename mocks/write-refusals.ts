/**
 * Which writes the mock data service refuses, so the client's failure paths (a failed save, a
 * bulk change's retry after 429) can be exercised against it: with `every` = N, writes N, 2N, 3N...
 * are refused (500) and the write right after each refused one is throttled (429, Retry-After).
 * N = 1 refuses every write; 0 lets all through. Writes are counted from 1 per instance, and again
 * whenever `every` changes, so a run sees the same pattern every time.
 */
export class WriteRefusals {
  private writes = 0
  private period: number

  constructor(every = 0) {
    this.period = every
  }

  get every(): number {
    return this.period
  }

  set every(every: number) {
    this.period = every
    this.writes = 0
  }

  /** Counts one write and says whether it is refused, throttled, or let through (undefined). */
  next(): { verdict: 'refused' | 'throttled'; write: number } | undefined {
    this.writes += 1
    const write = this.writes
    if (this.period <= 0) return undefined
    if (write % this.period === 0) return { verdict: 'refused', write }
    if (write > 1 && (write - 1) % this.period === 0) return { verdict: 'throttled', write }
    return undefined
  }

  /** Counts from 1 again. */
  reset(): void {
    this.writes = 0
  }
}
