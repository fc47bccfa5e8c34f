import { SourceMapGenerator } from 'source-map-js'

import { moduleOf, moduleSizes, moduleSpans } from './module-sizes'

/** A one-line script whose pieces come from the given sources, in order, after an unmapped `banner`. */
function bundle(pieces: [source: string, code: string][], banner = '') {
  const generator = new SourceMapGenerator({ file: 'bundle.js' })
  let column = banner.length
  for (const [source, code] of pieces) {
    generator.addMapping({ source, original: { line: 1, column: 0 }, generated: { line: 1, column } })
    column += code.length
  }
  return { code: banner + pieces.map(([, code]) => code).join(''), map: generator.toJSON() }
}

describe('moduleOf', () => {
  test('counts every file of an npm package, scoped or not, as the package', () => {
    expect(moduleOf('webpack://business-partners-portal/./node_modules/axios/lib/core/Axios.js')).toBe(
      'npm:axios',
    )
    expect(moduleOf('webpack://x/./node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      'npm:@tanstack/query-core',
    )
  })

  test("names the project's own files by their path", () => {
    expect(moduleOf('webpack://business-partners-portal/./src/app/page-frame.tsx')).toBe(
      'src/app/page-frame.tsx',
    )
  })
})

describe('moduleSizes', () => {
  test('adds up the bytes of each module, heaviest first', () => {
    const { code, map } = bundle([
      ['webpack://x/./node_modules/axios/a.js', 'a'.repeat(30)],
      ['webpack://x/./src/app/one.ts', 'b'.repeat(10)],
      ['webpack://x/./node_modules/axios/b.js', 'c'.repeat(20)],
    ])
    expect(moduleSizes(code, map)).toEqual([
      { module: 'npm:axios', bytes: 50 },
      { module: 'src/app/one.ts', bytes: 10 },
    ])
  })

  test('counts bytes before the first mapping as unmapped and keeps only the heaviest', () => {
    const { code, map } = bundle(
      [
        ['webpack://x/./src/a.ts', 'a'.repeat(3)],
        ['webpack://x/./src/b.ts', 'b'.repeat(2)],
      ],
      '/*!*/',
    )
    expect(moduleSizes(code, map, 1)).toEqual([{ module: '(unmapped)', bytes: 5 }])
  })
})

describe('moduleSpans', () => {
  test('gives each mapping its offsets in the code, a line ending its last mapping', () => {
    // Line 1: a webpack comment (the compile hint), then two modules on line 2.
    const generator = new SourceMapGenerator({ file: 'bundle.js' })
    const add = (source: string, column: number) =>
      generator.addMapping({ source, original: { line: 1, column: 0 }, generated: { line: 2, column } })
    add('webpack://x/./src/a.ts', 0)
    add('webpack://x/./node_modules/zod/v4/core.js', 4)
    expect(moduleSpans('//#x\naaaazzz\n', generator.toJSON())).toEqual([
      { module: 'src/a.ts', start: 5, end: 9 },
      { module: 'npm:zod', start: 9, end: 12 },
    ])
  })
})
