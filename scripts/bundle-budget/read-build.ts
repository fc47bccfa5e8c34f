import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { RawSourceMap } from 'source-map-js'

import { firstLoadScripts, gzipBytes, type ScriptSize, type WebpackStats } from './first-load'
import { moduleSizes } from './module-sizes'

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T

/**
 * The scripts of a page's first load in a production build's `public/` folder, each with its
 * gzip size and its heaviest modules (from its source map, when the build wrote one).
 * `pagePath` is the page's address without a query: `/dealers/`, `/dealers/detail/`.
 */
export function measureFirstLoad(publicDir: string, pagePath: string): ScriptSize[] {
  const pageData = path.join(
    publicDir,
    'page-data',
    pagePath.replace(/^\/|\/$/g, '') || 'index',
    'page-data.json',
  )
  const { componentChunkName } = readJson<{ componentChunkName: string }>(pageData)
  const stats = readJson<WebpackStats>(path.join(publicDir, 'webpack.stats.json'))

  return firstLoadScripts(stats, componentChunkName).map((name) => {
    const file = path.join(publicDir, name)
    const code = readFileSync(file, 'utf8')
    const modules = existsSync(`${file}.map`)
      ? moduleSizes(code, readJson<RawSourceMap>(`${file}.map`))
      : [{ module: '(no source map)', bytes: code.length }]
    return { name, gzipBytes: gzipBytes(readFileSync(file)), modules }
  })
}
