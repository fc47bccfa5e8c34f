import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** What a browser is sent compressed: pages, scripts, styles, data (deploy/nginx/portal.conf). */
const COMPRESSIBLE = /\.(html|js|css|json|webmanifest|svg|txt|xml)$/

/**
 * The copies written beside a file, each at its format's best level, by the suffix the web
 * server looks for: `gzip_static` (every nginx) and `brotli_static` (deploy/nginx/brotli.conf),
 * which sends a browser that accepts it about 14% fewer bytes of script than gzip.
 */
const ENCODINGS = [
  {
    suffix: '.gz',
    compress: (content: Buffer) => gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
  },
  {
    suffix: '.br',
    compress: (content: Buffer) =>
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
] as const

/** Copies written, and their bytes, by suffix: `{ '.gz': { files, bytes }, '.br': ... }`. */
export type Precompressed = Record<(typeof ENCODINGS)[number]['suffix'], { files: number; bytes: number }>

/** The file a compressed copy stands for, or undefined for a file that is no such copy. */
function originalOf(file: string): string | undefined {
  const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix))
  return encoding && file.slice(0, -encoding.suffix.length)
}

/**
 * Writes a gzip and a brotli copy beside every compressible file of a build, so the web server
 * (deploy/nginx/portal.conf, `gzip_static on`; brotli.conf, `brotli_static on`) sends those
 * bytes as they are instead of compressing each script again for every visit, on the CPU the
 * visitor's page is waiting for (docs/decisions/013). A copy is kept only where it is smaller;
 * one whose file is gone (an earlier build's) is removed, since nginx would otherwise answer that
 * file's old address with it.
 */
export async function precompress(dir: string): Promise<Precompressed> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
  const present = new Set(files)
  const written = Object.fromEntries(
    ENCODINGS.map(({ suffix }) => [suffix, { files: 0, bytes: 0 }]),
  ) as Precompressed
  for (const file of files) {
    const original = originalOf(file)
    if (original !== undefined) {
      if (!present.has(original)) await rm(file)
      continue
    }
    if (!COMPRESSIBLE.test(file)) continue
    const content = await readFile(file)
    for (const { suffix, compress } of ENCODINGS) {
      const compressed = compress(content)
      if (compressed.length >= content.length) {
        await rm(`${file}${suffix}`, { force: true })
        continue
      }
      await writeFile(`${file}${suffix}`, compressed)
      written[suffix].files += 1
      written[suffix].bytes += compressed.length
    }
  }
  return written
}

/** Whether `file` is a compressed copy written by precompress (copied builds write their own). */
export const isPrecompressed = (file: string) => originalOf(file) !== undefined
