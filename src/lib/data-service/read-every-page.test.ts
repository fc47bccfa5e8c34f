import fc from 'fast-check'
import { describe, expect, test, vi } from 'vitest'

import { collectEveryRecord } from './collect-every-record'
import { DataServiceError, type DataServiceErrorKind } from './errors'
import { readEveryPage, type EveryPageOptions, type PageOf, type PagesRead } from './read-every-page'
import { isPagesNotRead, type PagesNotRead } from './pages-not-read'

type Row = { id: number }

const rowsOf = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: index + 1 }))

/** A tick of the event loop: pages answer in a later turn, as over a network. */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

type Service = {
  /** Largest page it gives, whatever is asked. */
  cap?: number
  /** Turns a page takes to answer, by page (default 1). */
  delay?: (page: number) => number
  /** What page N's Nth try throws, if anything. */
  fail?: (page: number, attempt: number) => DataServiceError | undefined
}

/** A paged list over `rows`, counting requests in flight and the pages asked for. */
function service(rows: readonly Row[], { cap = Infinity, delay = () => 1, fail }: Service = {}) {
  const asked: { page: number; pageSize: number }[] = []
  let inFlight = 0
  let most = 0
  const read = vi.fn(async (page: number, asks: number): Promise<PageOf<Row>> => {
    asked.push({ page, pageSize: asks })
    const attempt = asked.filter((call) => call.page === page).length
    inFlight += 1
    most = Math.max(most, inFlight)
    try {
      // A page that never answers waits on nothing: no timer runs on after the test.
      if (delay(page) === Infinity) await new Promise(() => undefined)
      for (let turn = 0; turn < delay(page); turn += 1) await tick()
      const failure = fail?.(page, attempt)
      if (failure) throw failure
      const pageSize = Math.min(asks, cap)
      const pageCount = Math.ceil(rows.length / pageSize)
      return {
        list: rows.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        pageCount,
        total: rows.length,
        totalItems: rows.length,
        totalPages: pageCount,
      }
    } finally {
      inFlight -= 1
    }
  })
  return { read, asked, most: () => most }
}

const failure = (kind: DataServiceErrorKind, retryAfterMs?: number) =>
  new DataServiceError({ kind, message: kind, retryAfterMs, values: { status: 500 } })

/** No real waits: back-offs and holds pass at once, slices follow each other in the same turn. */
const quick = { sleep: async () => undefined, random: () => 0, slices: { pause: async () => undefined } }

/** Reads every page, folding each record into a list of [id, page]. */
async function foldAll(
  read: ReturnType<typeof service>['read'],
  options: Partial<EveryPageOptions<Row, PagesRead>> = {},
) {
  const folded: [number, number][] = []
  const result = await readEveryPage(read, {
    ...quick,
    fold: (row, page) => folded.push([row.id, page]),
    ...options,
  })
  return { folded, result }
}

describe('readEveryPage', () => {
  test('reads page 1, then the rest a few at a time, folding every record once, telling how far it is', async () => {
    const { read, asked, most } = service(rowsOf(23))
    const progress = vi.fn()
    const { folded, result } = await foldAll(read, { pageSize: 5, concurrency: 2, onProgress: progress })
    expect(result).toEqual({ total: 23, pageCount: 5, folded: 23, unreadable: 0 })
    expect(folded.map(([id]) => id).sort((a, b) => a - b)).toEqual(rowsOf(23).map((row) => row.id))
    for (const [id, page] of folded) expect(page).toBe(Math.ceil(id / 5))
    expect(asked.map((call) => call.page).sort()).toEqual([1, 2, 3, 4, 5])
    expect(asked[0]).toEqual({ page: 1, pageSize: 5 })
    expect(most()).toBe(2)
    expect(progress.mock.calls).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ])
  })

  test('asks for the largest page the service gives unless told, and keeps the size it answered with', async () => {
    const { read, asked } = service(rowsOf(7), { cap: 3 })
    const { result } = await foldAll(read)
    expect(asked.map((call) => call.pageSize)).toEqual([500, 3, 3])
    expect(result).toMatchObject({ pageCount: 3, folded: 7 })
  })

  test('an empty list is one page and nothing folded', async () => {
    const { read } = service([])
    const progress = vi.fn()
    const { folded, result } = await foldAll(read, { onProgress: progress })
    expect(folded).toEqual([])
    expect(result).toEqual({ total: 0, pageCount: 0, folded: 0, unreadable: 0 })
    expect(progress.mock.calls).toEqual([[1, 1]])
  })

  test('counts a record met on two pages once (the list moved while it was read)', async () => {
    const read = vi.fn(async (page: number) => ({
      list: page === 1 ? [{ id: 1 }, { id: 2 }] : [{ id: 2 }, { id: 3 }],
      page,
      pageSize: 2,
      pageCount: 2,
      total: 4,
      totalItems: 4,
      totalPages: 2,
    }))
    const { folded, result } = await foldAll(read)
    expect(folded.map(([id]) => id)).toEqual([1, 2, 3])
    expect(result?.folded).toBe(3)
  })

  test('adds up the records each page could not read', async () => {
    const { read } = service(rowsOf(4))
    const counting = vi.fn(async (page: number, size: number) => ({
      ...(await read(page, size)),
      unreadableRecords: 2,
    }))
    expect((await foldAll(counting, { pageSize: 2 })).result?.unreadable).toBe(4)
  })

  test('a page is packed once its last record is folded, and its records come in slices', async () => {
    const { read } = service(rowsOf(6))
    const events: string[] = []
    await readEveryPage(read, {
      ...quick,
      pageSize: 3,
      concurrency: 1,
      fold: (row) => events.push(`fold ${row.id}`),
      pageFolded: (page) => events.push(`page ${page}`),
      slices: { budgetMs: 0, pause: async () => void events.push('pause') },
    })
    expect(events).toEqual([
      'fold 1', 'pause', 'fold 2', 'pause', 'fold 3', 'page 1',
      'fold 4', 'pause', 'fold 5', 'pause', 'fold 6', 'page 2',
    ]) // prettier-ignore
  })

  test('asks first once page 1 tells the count, and reads nothing more when told not to go on', async () => {
    const { read, asked } = service(rowsOf(12))
    const proceed = vi.fn(() => false)
    const { folded, result } = await foldAll(read, { pageSize: 5, proceed })
    expect(result).toBeUndefined()
    expect(proceed).toHaveBeenCalledWith(expect.objectContaining({ total: 12, pageCount: 3 }))
    expect(folded).toEqual([])
    expect(asked).toHaveLength(1)
  })

  test('goes on from page 2 when told to, without asking for page 1 again', async () => {
    const { read, asked } = service(rowsOf(12))
    const { result } = await foldAll(read, { pageSize: 5, proceed: async () => true })
    expect(result?.folded).toBe(12)
    expect(asked.filter((call) => call.page === 1)).toHaveLength(1)
  })

  test('resolves with what `finish` makes of the folded records', async () => {
    const { read } = service(rowsOf(9))
    let sum = 0
    const total = await readEveryPage(read, {
      ...quick,
      pageSize: 4,
      fold: (row) => (sum += row.id),
      finish: ({ folded }) => `${folded} rows, ${sum}`,
    })
    expect(total).toBe('9 rows, 45')
  })
})

describe('readEveryPage, stopped', () => {
  test('asks for nothing when its signal has already aborted', async () => {
    const { read } = service(rowsOf(3))
    const controller = new AbortController()
    controller.abort(new Error('cancelled'))
    await expect(foldAll(read, { signal: controller.signal })).rejects.toThrow('cancelled')
    expect(read).not.toHaveBeenCalled()
  })

  test('stops at once when aborted while pages are on their way, and asks for no further page', async () => {
    const controller = new AbortController()
    // Page 3 never answers: only the abort can end the wait.
    const { read, asked } = service(rowsOf(10), { delay: (page) => (page === 3 ? Infinity : 1) })
    const folded: number[] = []
    const reading = readEveryPage(read, {
      ...quick,
      pageSize: 2,
      concurrency: 2,
      signal: controller.signal,
      fold: (row) => folded.push(row.id),
      onProgress: (done) => done === 2 && controller.abort(new Error('cancelled')),
    })
    await expect(reading).rejects.toThrow('cancelled')
    expect(asked.map((call) => call.page)).toEqual([1, 2, 3])
    expect(folded).toEqual([1, 2, 3, 4])
  })
})

describe('readEveryPage, failing pages', () => {
  test('a 429 holds the reading for its Retry-After, then the page is read again', async () => {
    const clock = { at: 0 }
    const sleep = vi.fn(async (ms: number) => void (clock.at += ms))
    const { read, asked } = service(rowsOf(6), {
      fail: (page, attempt) => (page === 2 && attempt === 1 ? failure('throttled', 1_500) : undefined),
    })
    const { result } = await foldAll(read, { pageSize: 2, concurrency: 1, now: () => clock.at, sleep })
    expect(result?.folded).toBe(6)
    expect(sleep).toHaveBeenCalledWith(1_500, undefined)
    expect(asked.map((call) => call.page)).toEqual([1, 2, 2, 3])
  })

  test('a page that fails once is tried again after a back-off', async () => {
    const sleep = vi.fn(async () => undefined)
    const { read, asked } = service(rowsOf(6), {
      fail: (page, attempt) => (page === 3 && attempt === 1 ? failure('server') : undefined),
    })
    const { result } = await foldAll(read, { pageSize: 2, sleep })
    expect(result?.folded).toBe(6)
    expect(asked.filter((call) => call.page === 3)).toHaveLength(2)
    expect(sleep).toHaveBeenCalledWith(200, undefined)
  })

  test('pages that fail twice are named once the rest are read, and resuming reads just those', async () => {
    let down = true
    const { read, asked } = service(rowsOf(12), {
      fail: (page) => (down && (page === 2 || page === 5) ? failure('server') : undefined),
    })
    const folded: number[] = []
    const reading = readEveryPage(read, {
      ...quick,
      pageSize: 2,
      fold: (row) => folded.push(row.id),
      finish: ({ folded: count }) => `${count} folded`,
    })
    const error = (await reading.catch((caught: unknown) => caught)) as PagesNotRead<string>
    expect(isPagesNotRead(error)).toBe(true)
    expect(error).toMatchObject({
      pages: [2, 5],
      pageCount: 6,
      kind: 'server',
      i18nKey: 'data:errors.server',
    })
    expect(folded.sort((a, b) => a - b)).toEqual([1, 2, 5, 6, 7, 8, 11, 12])

    down = false
    const before = asked.length
    const progress = vi.fn()
    await expect(error.resume({ onProgress: progress })).resolves.toBe('12 folded')
    expect(
      asked
        .slice(before)
        .map((call) => call.page)
        .sort(),
    ).toEqual([2, 5])
    expect(folded.sort((a, b) => a - b)).toEqual(rowsOf(12).map((row) => row.id))
    expect(progress.mock.calls.map(([done, of]) => [done, of])).toEqual([
      [5, 6],
      [6, 6],
    ])
  })

  test('a resumed page that fails again is named again', async () => {
    const { read } = service(rowsOf(6), { fail: (page) => (page === 3 ? failure('network') : undefined) })
    const first = (await foldAll(read, { pageSize: 2 }).catch((caught: unknown) => caught)) as PagesNotRead
    const second = await first.resume().catch((caught: unknown) => caught)
    expect(second).toMatchObject({ pages: [3], kind: 'network' })
    await expect(first.resume()).rejects.toThrow('resumed already')
  })

  test('page 1 failing fails the reading with its own error: there is nothing to resume', async () => {
    const refused = failure('forbidden')
    const { read } = service(rowsOf(6), { fail: (page) => (page === 1 ? refused : undefined) })
    await expect(foldAll(read)).rejects.toBe(refused)
    expect(read).toHaveBeenCalledTimes(1)
  })
})

describe('collectEveryRecord', () => {
  test('gives every record in the service’s order, whatever order the pages came in', async () => {
    const { read } = service(rowsOf(11), { delay: (page) => 6 - page })
    const { records } = await collectEveryRecord(read, { ...quick, pageSize: 2, concurrency: 6 })
    expect(records).toEqual(rowsOf(11))
  })
})

describe('readEveryPage (property)', () => {
  test('folds every distinct record once, whatever the sizes, with never more pages in flight than asked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 10 }),
        async (count, pageSize, concurrency, delays) => {
          const rows = rowsOf(count)
          const { read, most } = service(rows, { delay: (page) => delays[page % delays.length]! })
          const { records } = await collectEveryRecord(read, { ...quick, pageSize, concurrency })
          expect(records).toEqual(rows)
          expect(most()).toBeLessThanOrEqual(concurrency)
        },
      ),
      { numRuns: 60 },
    )
  })
})
