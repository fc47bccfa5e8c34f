import type { ModuleSpan } from '../bundle-budget/module-sizes'

/** One function of V8's precise coverage (Playwright's `page.coverage`): its first range is the whole function. */
export type CoveredFunction = {
  ranges: readonly { startOffset: number; endOffset: number; count: number }[]
}

/**
 * Which bytes of a script lie in a function that ran (1) or in one that never did (0). V8
 * compiles a function whole, so a byte counts as run when the innermost function around it was
 * called, whether or not its own block ran; a function nested in one that ran, but never called
 * itself, counts as never run. The script's own top level is a function too.
 */
export function ranFunctionBytes(length: number, functions: readonly CoveredFunction[]): Uint8Array {
  const ran = new Uint8Array(length)
  const outermostFirst = functions
    .flatMap((covered) => covered.ranges.slice(0, 1))
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset)
  for (const range of outermostFirst) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset)
  return ran
}

export type ModuleCoverage = { module: string; bytes: number; neverRun: number }

/** For each module of a script, its bytes and how many of them are in functions that never ran; most never run first. */
export function neverRunByModule(ran: Uint8Array, spans: readonly ModuleSpan[]): ModuleCoverage[] {
  const byModule = new Map<string, ModuleCoverage>()
  for (const { module, start, end } of spans) {
    const entry = byModule.get(module) ?? { module, bytes: 0, neverRun: 0 }
    entry.bytes += end - start
    for (let offset = start; offset < end; offset += 1) if (!ran[offset]) entry.neverRun += 1
    byModule.set(module, entry)
  }
  return [...byModule.values()].sort((a, b) => b.neverRun - a.neverRun || a.module.localeCompare(b.module))
}
