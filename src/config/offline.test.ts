import { afterEach, describe, expect, test, vi } from 'vitest'

import { dataServiceCachePattern, forgetOfflineData } from './offline'

describe('dataServiceCachePattern', () => {
  const pattern = dataServiceCachePattern('https://data.example.com/')

  test.each([
    ['https://data.example.com/store/api/business-partners?page=1&pageSize=25', true],
    ['https://data.example.com/store/api/addresses?bpId=7', true],
    ['https://data.example.com/oauth2/token', false],
    ['https://data-example.com/store/api/business-partners', false],
    ['https://data.example.com.evil.test/store/api/business-partners', false],
    ['https://other.example.com/store/api/business-partners', false],
  ])('%s: %s', (url, kept) => {
    expect(pattern.test(url)).toBe(kept)
  })
})

describe('forgetOfflineData', () => {
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
    const deleted: string[] = []
    vi.stubGlobal('caches', {
      keys: async () => [...stored.keys()],
      open: async (name: string) => ({
        keys: async () => (stored.get(name) ?? []).map((url) => new Request(url)),
        delete: async (request: Request) => deleted.push(request.url),
      }),
    })
    await forgetOfflineData('https://data.example.com')
    expect(deleted).toEqual(['https://data.example.com/store/api/addresses?bpId=1'])
  })

  test('does nothing where there is no Cache API', async () => {
    vi.stubGlobal('caches', undefined)
    await expect(forgetOfflineData('https://data.example.com')).resolves.toBeUndefined()
  })
})
