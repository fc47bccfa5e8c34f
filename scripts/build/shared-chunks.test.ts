import { describe, expect, test, vi } from 'vitest'

import { separateLazyShared } from './shared-chunks'

describe('separateLazyShared', () => {
  const gatsbyName = vi.fn(() => 'sha1-of-the-names')
  const name = separateLazyShared(gatsbyName)

  test.each([
    ['two lazy chunks', [{ name: null }, { name: undefined }]],
    [
      'a page component and a lazy chunk',
      [{ name: 'component---src-pages-stores-detail-tsx' }, { name: null }],
    ],
  ])('leaves a group shared by %s unnamed: one chunk for that set of chunks only', (_, chunks) => {
    expect(name({}, chunks, 'shared')).toBeUndefined()
  })

  test("keeps Gatsby's name for a group shared by page components only", () => {
    const chunks = [
      { name: 'component---src-pages-stores-index-tsx' },
      { name: 'component---src-pages-dealers-index-tsx' },
    ]
    expect(name({}, chunks, 'shared')).toBe('sha1-of-the-names')
    expect(gatsbyName).toHaveBeenCalledWith({}, chunks, 'shared')
  })
})
