import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test, vi } from 'vitest'

import { DataServiceError } from './errors'
import { PagesNotRead } from './pages-not-read'
import { readUnreadPagesNext, resumableReading } from './resumable-reading'

const KEY = ['reading'] as const

/** A query whose fresh reading fails with pages unread; resuming them answers 'resumed'. */
function readingQuery() {
  const resume = vi.fn(async () => 'resumed')
  const read = vi.fn(async (): Promise<string> => {
    throw new PagesNotRead(new DataServiceError({ kind: 'server', message: '500' }), [2], 3, resume)
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0 } } })
  const fetch = () =>
    client.fetchQuery({ queryKey: KEY, queryFn: () => resumableReading(client, KEY, read, {}), staleTime: 0 })
  return { client, read, resume, fetch }
}

describe('resumableReading', () => {
  test('the Try again of a reading with pages unread reads just those pages', async () => {
    const { client, read, resume, fetch } = readingQuery()
    await expect(fetch()).rejects.toMatchObject({ pages: [2] })
    readUnreadPagesNext(client, KEY)
    await expect(fetch()).resolves.toBe('resumed')
    expect(read).toHaveBeenCalledTimes(1)
    expect(resume).toHaveBeenCalledTimes(1)
  })

  test('any other run of the query (Refresh, a write) reads everything again', async () => {
    const { client, read, resume, fetch } = readingQuery()
    await expect(fetch()).rejects.toMatchObject({ pages: [2] })
    await client.invalidateQueries({ queryKey: KEY })
    await expect(fetch()).rejects.toMatchObject({ pages: [2] })
    expect(read).toHaveBeenCalledTimes(2)
    expect(resume).not.toHaveBeenCalled()
  })
})
