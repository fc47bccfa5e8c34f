/** What webpack hands a split-chunks `name` function: the chunks that share the module. */
type ChunkName = (module: unknown, chunks: { name?: string | null }[], key: string) => string | undefined

/**
 * Gatsby's `shared` split-chunks group names a chunk after the names of the chunks sharing its
 * modules, and the chunk of a lazy `import()` has no name: it counts as "null". So every module
 * that two lazy chunks share, anywhere in the app, went into one chunk, sha1("nullnull"), and
 * every lazy feature that needed one of them loaded it whole: 97 kB gzip of world map, d3-geo,
 * the virtual list, Headless UI, the edit forms and the toaster, for a partner page's sections
 * as for a list's column menu. A set of chunks with a lazy one among them now gets a chunk of its
 * own (webpack's rule for a group without a name: one chunk per set of chunks sharing modules,
 * and modules under its 20 kB minimum stay in the chunks that use them). Sets of named chunks
 * only (the page components) keep Gatsby's name.
 */
export function separateLazyShared(gatsbyName: ChunkName): ChunkName {
  return (module, chunks, key) =>
    chunks.some((chunk) => !chunk.name) ? undefined : gatsbyName(module, chunks, key)
}

/** What webpack hands a split-chunks `test` function: the chunks a module is in. */
type ChunkTest = (
  module: unknown,
  context: { chunkGraph: { getModuleChunksIterable: (module: never) => Iterable<{ name?: string | null }> } },
) => boolean

/**
 * Gatsby's `commons` group takes a module that is in as many chunks as there are pages, counting
 * lazy chunks too: once enough lazy features read the whole network or open a dialog, the reader,
 * the pool and Headless UI went into `commons`, and a list loaded them all with its parent
 * filter's reading. Only the page components (named chunks) count now: `commons` holds what
 * every page uses, as Gatsby means it to.
 */
export function commonsOfPages(pageCount: number): ChunkTest {
  return (module, { chunkGraph }) => {
    let pages = 0
    for (const chunk of chunkGraph.getModuleChunksIterable(module as never)) if (chunk.name) pages += 1
    return pages >= pageCount
  }
}
