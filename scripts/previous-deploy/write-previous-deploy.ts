import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { isPrecompressed } from '../build/precompress'

import { rewriteAsPreviousDeploy } from './rewrite-build'

/** What the rewrite reads and may change; everything else (images, fonts) is copied as it is. */
const TEXT = /\.(html|js|json|css|webmanifest|txt)$/

/**
 * Writes `buildDir` (a production build, e.g. public/) rewritten as the deploy before it into
 * `outDir` (emptied first): see rewriteAsPreviousDeploy. Takes well under a second, where a second
 * `gatsby build` took 45 s on CI. The build's gzip and brotli copies are not taken along (they
 * hold this deploy's text), and none are written: its one reader, the service-worker test's
 * static host, sends every file as it is, and compressing the whole build at the best levels
 * took 13 s of CPU, most of that test's time.
 */
export function writePreviousDeploy(buildDir: string, outDir: string, previousVersion: string) {
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) =>
      path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
  const text = new Map(files.map((file) => [file, readFileSync(path.join(buildDir, file), 'utf8')]))
  const rewritten = rewriteAsPreviousDeploy(text, previousVersion)

  rmSync(outDir, { recursive: true, force: true })
  cpSync(buildDir, outDir, {
    recursive: true,
    filter: (source) => !statSync(source).isFile() || !(TEXT.test(source) || isPrecompressed(source)),
  })
  for (const [file, content] of rewritten.files) {
    const target = path.join(outDir, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, content)
  }
  return { current: rewritten.current, previous: rewritten.previous }
}
