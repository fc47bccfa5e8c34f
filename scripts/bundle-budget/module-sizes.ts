import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'

import type { ModuleSize } from './first-load'

/**
 * Who a source belongs to: an npm package as a whole (`npm:axios`), else the project file
 * (`src/app/page-frame.tsx`), without webpack's `webpack://<name>/` prefix.
 */
export function moduleOf(source: string): string {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '')
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  return pkg ? `npm:${pkg[1]}` : file
}

/** A stretch of a script's code, by offset, that one module accounts for. */
export type ModuleSpan = { module: string; start: number; end: number }

/**
 * The stretches of a script that each module accounts for, in order, from its source map: a
 * mapping covers its line up to the next mapping. Offsets count from the start of the code, as
 * V8's coverage does; bytes no mapping covers belong to no span.
 */
export function moduleSpans(code: string, map: RawSourceMap): ModuleSpan[] {
  const lineStarts = [0]
  for (const line of code.split('\n')) lineStarts.push(lineStarts.at(-1)! + line.length + 1)
  const mappings: { line: number; column: number; module: string }[] = []
  new SourceMapConsumer(map).eachMapping((mapping) => {
    mappings.push({
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      module: mapping.source ? moduleOf(mapping.source) : '(unmapped)',
    })
  })
  mappings.sort((a, b) => a.line - b.line || a.column - b.column)

  return mappings.map((mapping, index) => {
    const next = mappings[index + 1]
    const lineStart = lineStarts[mapping.line - 1] ?? code.length
    const lineEnd = (lineStarts[mapping.line] ?? code.length + 1) - 1
    const end = next?.line === mapping.line ? lineStart + next.column : lineEnd
    const start = lineStart + mapping.column
    return { module: mapping.module, start, end: Math.max(start, end) }
  })
}

/**
 * The minified bytes of a script that each module accounts for, heaviest first, from its
 * source map (webpack's stats from `gatsby build` carry no modules). Unmapped bytes count as
 * `(unmapped)`.
 */
export function moduleSizes(code: string, map: RawSourceMap, top = 5): ModuleSize[] {
  const bytes = new Map<string, number>()
  let mapped = 0
  for (const { module, start, end } of moduleSpans(code, map)) {
    bytes.set(module, (bytes.get(module) ?? 0) + end - start)
    mapped += end - start
  }
  const unmapped = code.length - mapped
  if (unmapped > 0) bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + unmapped)

  return [...bytes]
    .map(([module, size]) => ({ module, bytes: size }))
    .sort((a, b) => b.bytes - a.bytes || a.module.localeCompare(b.module))
    .slice(0, top)
}
