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
