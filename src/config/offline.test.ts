import { describe, expect, test } from 'vitest'

import { dataServiceCachePattern } from './offline'

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
