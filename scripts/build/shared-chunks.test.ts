import { describe, expect, test, vi } from 'vitest'

import { commonsOfPages, separateLazyShared } from './shared-chunks'

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

describe('commonsOfPages', () => {
  const inChunks = (...names: (string | null)[]) => ({
    chunkGraph: { getModuleChunksIterable: () => names.map((name) => ({ name })) },
  })

  test('takes a module every page component uses', () => {
    expect(commonsOfPages(3)({}, inChunks('component---a', 'component---b', 'component---c'))).toBe(true)
  })

  test('leaves a module that lazy chunks share, however many, to the chunks that use it', () => {
    expect(commonsOfPages(3)({}, inChunks(null, null, null, null, 'component---a'))).toBe(false)
  })
})
