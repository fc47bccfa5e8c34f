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

/**
 * The minified bytes of a script that each module accounts for, heaviest first, from its
 * source map (webpack's stats from `gatsby build` carry no modules). A mapping covers its
 * line up to the next mapping; unmapped bytes count as `(unmapped)`.
 */
export function moduleSizes(code: string, map: RawSourceMap, top = 5): ModuleSize[] {
  const lines = code.split('\n')
  const mappings: { line: number; column: number; module: string }[] = []
  new SourceMapConsumer(map).eachMapping((mapping) => {
    mappings.push({
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      module: mapping.source ? moduleOf(mapping.source) : '(unmapped)',
    })
  })
  mappings.sort((a, b) => a.line - b.line || a.column - b.column)

  const bytes = new Map<string, number>()
  let mapped = 0
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1]
    const end = next?.line === mapping.line ? next.column : (lines[mapping.line - 1]?.length ?? 0)
    const length = Math.max(0, end - mapping.column)
    bytes.set(mapping.module, (bytes.get(mapping.module) ?? 0) + length)
    mapped += length
  })
  const unmapped = code.length - mapped
  if (unmapped > 0) bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + unmapped)

  return [...bytes]
    .map(([module, size]) => ({ module, bytes: size }))
    .sort((a, b) => b.bytes - a.bytes || a.module.localeCompare(b.module))
    .slice(0, top)
}
