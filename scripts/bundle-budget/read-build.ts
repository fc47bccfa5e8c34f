import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { RawSourceMap } from 'source-map-js'

import { inlineScripts } from '../../src/config/content-security-policy'
import { isWarmIntlWorker } from '../build/first-script-file'

import {
  firstLoadScripts,
  gzipBytes,
  INLINE_SCRIPTS,
  inlineScriptBytes,
  type ScriptSize,
  type WebpackStats,
} from './first-load'
import { moduleSizes } from './module-sizes'

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T

/**
 * The scripts of a page's first load in a production build's `public/` folder, each with its
 * gzip size and its heaviest modules (from its source map: gatsby-node moves them out of
 * `public/` into `source-maps/` beside it, docs/deploying.md). `pagePath` is the page's
 * address without a query: `/dealers/`, `/dealers/detail/`. `topModules` caps the modules
 * listed per script (all of them: `Infinity`).
 */
export function measureFirstLoad(
  publicDir: string,
  pagePath: string,
  { topModules = 5, mapsDir = path.join(path.dirname(publicDir), 'source-maps') } = {},
): ScriptSize[] {
  const scripts = firstLoadScriptsOf(publicDir, pagePath).map((name) => ({
    name,
    gzipBytes: gzipBytes(readFileSync(path.join(publicDir, name))),
    modules: scriptModules(publicDir, name, { topModules, mapsDir }),
  }))
  return [...scripts, inlineScriptsOf(publicDir, pagePath), warmIntlWorkerOf(publicDir)]
}

/** The heaviest modules (at most `topModules`) of one script file of a build, from its source map. */
export function scriptModules(
  publicDir: string,
  name: string,
  { topModules = Infinity, mapsDir = path.join(path.dirname(publicDir), 'source-maps') } = {},
) {
  const file = path.join(publicDir, name)
  const code = readFileSync(file, 'utf8')
  const map = [path.join(mapsDir, `${name}.map`), `${file}.map`].find((candidate) => existsSync(candidate))
  return map
    ? moduleSizes(code, readJson<RawSourceMap>(map), topModules)
    : [{ module: '(no source map)', bytes: code.length }]
}

/** The script files of a page's first load in a build (firstLoadScripts), from its page data. */
export function firstLoadScriptsOf(
  publicDir: string,
  pagePath: string,
  stats = readJson<WebpackStats>(path.join(publicDir, 'webpack.stats.json')),
): string[] {
  const pageData = path.join(
    publicDir,
    'page-data',
    pagePath.replace(/^\/|\/$/g, '') || 'index',
    'page-data.json',
  )
  return firstLoadScripts(stats, readJson<{ componentChunkName: string }>(pageData).componentChunkName)
}

/**
 * The Intl warm-up worker the first script starts (src/app/first-data/warm-intl.ts): it runs off
 * the page's main thread, but its bytes come in with the rest, so they count.
 */
function warmIntlWorkerOf(publicDir: string): ScriptSize {
  const workers = readdirSync(publicDir).filter(isWarmIntlWorker)
  const [name] = workers
  if (workers.length !== 1 || !name)
    throw new Error(`expected one Intl warm-up worker in ${publicDir}, found ${workers.length}`)
  return { name, gzipBytes: gzipBytes(readFileSync(path.join(publicDir, name))), modules: [] }
}

/**
 * The scripts inline in the page's HTML: the first script (docs/decisions/009), which runs
 * first, and Gatsby's own (the page's path, the chunk map). The English page: the other
 * language's carries the same scripts.
 */
function inlineScriptsOf(publicDir: string, pagePath: string): ScriptSize {
  const html = readFileSync(path.join(publicDir, pagePath, 'index.html'), 'utf8')
  return { name: INLINE_SCRIPTS, gzipBytes: inlineScriptBytes(inlineScripts(html)), modules: [] }
}
