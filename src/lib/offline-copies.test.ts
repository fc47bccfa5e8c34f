import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { claimOfflineCopies, forgetOfflineCopies, OFFLINE_OWNER_KEY } from './offline-copies'

const SERVICE = 'https://data.example.com'
const COPY = `${SERVICE}/store/api/addresses?bpId=1`

/** A Cache API holding the given addresses per cache name, recording what is deleted. */
function stubCaches(stored: Map<string, string[]>) {
  const deleted: string[] = []
  vi.stubGlobal('caches', {
    keys: async () => [...stored.keys()],
    open: async (name: string) => ({
      keys: async () => (stored.get(name) ?? []).map((url) => new Request(url)),
      delete: async (request: Request) => deleted.push(request.url),
    }),
  })
  return deleted
}

beforeEach(() => localStorage.clear())

describe('forgetOfflineCopies', () => {
  afterEach(() => vi.unstubAllGlobals())

  test('deletes the data-service answers from every cache, and nothing else', async () => {
    const stored = new Map([
      [
        'runtime',
        [
          'https://data.example.com/store/api/addresses?bpId=1',
          'https://portal.example.com/page-data/app-data.json',
        ],
      ],
      ['precache', ['https://portal.example.com/app-1.js']],
    ])
    const deleted = stubCaches(stored)
    await forgetOfflineCopies('https://data.example.com')
    expect(deleted).toEqual(['https://data.example.com/store/api/addresses?bpId=1'])
  })

  test('does nothing where there is no Cache API', async () => {
    vi.stubGlobal('caches', undefined)
    await expect(forgetOfflineCopies('https://data.example.com')).resolves.toBeUndefined()
  })
})

describe('claimOfflineCopies', () => {
  afterEach(() => vi.unstubAllGlobals())

  test('a different user signing in finds none of the copies the last one left', async () => {
    localStorage.setItem(OFFLINE_OWNER_KEY, 'sub-a')
    const deleted = stubCaches(new Map([['runtime', [COPY]]]))
    await claimOfflineCopies(SERVICE, 'sub-b')
    expect(deleted).toEqual([COPY])
    expect(localStorage.getItem(OFFLINE_OWNER_KEY)).toBe('sub-b')
  })

  test('copies of nobody known are forgotten too', async () => {
    const deleted = stubCaches(new Map([['runtime', [COPY]]]))
    await claimOfflineCopies(SERVICE, 'sub-a')
    expect(deleted).toEqual([COPY])
  })

  test('the same user signing in again keeps their own copies', async () => {
    localStorage.setItem(OFFLINE_OWNER_KEY, 'sub-a')
    const deleted = stubCaches(new Map([['runtime', [COPY]]]))
    await claimOfflineCopies(SERVICE, 'sub-a')
    expect(deleted).toEqual([])
  })

  test('forgetting them forgets whose they were', async () => {
    localStorage.setItem(OFFLINE_OWNER_KEY, 'sub-a')
    stubCaches(new Map())
    await forgetOfflineCopies(SERVICE)
    expect(localStorage.getItem(OFFLINE_OWNER_KEY)).toBeNull()
  })
})
