import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { constants, gzipSync } from 'node:zlib'

/** What a browser is sent compressed: pages, scripts, styles, data (deploy/nginx/portal.conf). */
const COMPRESSIBLE = /\.(html|js|css|json|webmanifest|svg|txt|xml)$/

/** The suffix nginx's `gzip_static on` looks for beside a file. */
const GZIP_SUFFIX = '.gz'

export type Precompressed = { files: number; bytes: number }

/**
 * Writes `<file>.gz` beside every compressible file of a build, at gzip's best level, so the web
 * server (deploy/nginx/portal.conf, `gzip_static on`) sends those bytes as they are instead of
 * compressing each script again for every visit, on the CPU the visitor's page is waiting for
 * (docs/decisions/013). A `.gz` is kept only where it is smaller; one whose file is gone (an
 * earlier build's) is removed, since nginx would otherwise answer that file's old address with it.
 */
export async function precompress(dir: string): Promise<Precompressed> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
  const present = new Set(files)
  let written = 0
  let bytes = 0
  for (const file of files) {
    if (file.endsWith(GZIP_SUFFIX)) {
      if (!present.has(file.slice(0, -GZIP_SUFFIX.length))) await rm(file)
      continue
    }
    if (!COMPRESSIBLE.test(file)) continue
    const content = await readFile(file)
    const compressed = gzipSync(content, { level: constants.Z_BEST_COMPRESSION })
    if (compressed.length >= content.length) {
      await rm(`${file}${GZIP_SUFFIX}`, { force: true })
      continue
    }
    await writeFile(`${file}${GZIP_SUFFIX}`, compressed)
    written += 1
    bytes += compressed.length
  }
  return { files: written, bytes }
}

/** Whether `file` is a compressed copy written by precompress (copied builds write their own). */
export const isPrecompressed = (file: string) => file.endsWith(GZIP_SUFFIX)
