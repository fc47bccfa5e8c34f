import type { Compiler } from 'webpack'

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * docs/decisions/011: marks the scripts a page runs before its first data with V8's explicit
 * compile hint. Without it V8 compiles a function the first time it is called, on the main thread,
 * in the middle of the app's start; with it, every function is compiled while the script streams
 * in, on a background thread (https://v8.dev/blog/explicit-compile-hints). Measured here on a cold
 * visit: about a fifth off the time to the first row and a third off the main thread's blocking at
 * 4x CPU (`npx tsx scripts/bench/compare-builds.ts`, docs/decisions/011). Other browsers read a
 * comment.
 *
 * Only the first load is marked (the entry chunks and the chunks of each page component): code
 * loaded on demand (edit forms, the map) is compiled lazily as before, so a visit pays nothing
 * for the functions it never runs. The hint goes in after minification and before the source
 * maps are made, so the maps still point at the right lines.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of firstLoadFiles(compilation)) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source))
          }
        },
      )
    })
  }
}

type Compilation = Parameters<Parameters<Compiler['hooks']['thisCompilation']['tap']>[1]>[0]

/** The script files of the entry chunk groups and of every page component's chunk group. */
function firstLoadFiles(compilation: Compilation): Set<string> {
  const files = new Set<string>()
  for (const group of compilation.chunkGroups) {
    if (!group.isInitial() && !group.name?.startsWith('component---')) continue
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
  }
  return files
}
