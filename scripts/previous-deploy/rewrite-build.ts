import { createHash } from 'node:crypto'

/** A build's text files, by path relative to its root ('/'-separated), e.g. 'page-data/app-data.json'. */
export type BuildFiles = ReadonlyMap<string, string>

export type RewrittenBuild = {
  files: Map<string, string>
  /** The build version and compilation hash of the build that was rewritten (the new deploy). */
  current: { version: string; compilationHash: string }
  previous: { version: string; compilationHash: string }
}

const VERSION_META = /<meta name="build-version" content="([^"]+)"/
/** webpack's `[name]-[contenthash]` (chunks) and `styles.[contenthash]` (Gatsby's CSS). */
const CONTENT_HASH = /[-.]([0-9a-f]{20})\.(?:js|css)$/
/** workbox-build's precache entries: a revision is the md5 of the file (html, manifest). */
const PRECACHE_ENTRY = /("url": "([^"]+)",\s*"revision": ")([0-9a-f]{32})"/g

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

/** Another hash of the same length, derived from the first, so reruns give the same names. */
export const previousHashOf = (hash: string) =>
  createHash('sha256').update(`previous-deploy:${hash}`).digest('hex').slice(0, hash.length)

function replaceAll(text: string, replacements: ReadonlyMap<string, string>) {
  if (replacements.size === 0) return text
  const pattern = new RegExp(
    [...replacements.keys()].map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  )
  return text.replace(pattern, (found) => replacements.get(found) ?? found)
}

function required(files: BuildFiles, path: string, pattern: RegExp): string {
  const found = pattern.exec(files.get(path) ?? '')?.[1]
  if (!found) throw new Error(`${path}: no ${pattern} (is this a production build?)`)
  return found
}

/**
 * The build as the deploy before it, so the service-worker test needs one production build, not
 * two, which keeps `npm test` short (docs/decisions/004). What tells a browser a deploy is new
 * differs: the build version the pages show, the compilation hash Gatsby compares (app-data.json,
 * every page), the names of the scripts whose content differs (as webpack names them by content, so
 * no URL serves two contents) and, through those, sw.js, which the browser compares byte for byte
 * to install a new worker. Precache revisions are the md5 of the rewritten files.
 */
export function rewriteAsPreviousDeploy(files: BuildFiles, previousVersion: string): RewrittenBuild {
  const version = required(files, 'index.html', VERSION_META)
  const compilationHash = required(files, 'page-data/app-data.json', /"webpackCompilationHash":"([0-9a-f]+)"/)
  const replacements = new Map([
    [version, previousVersion],
    [compilationHash, previousHashOf(compilationHash)],
  ])
  // A script that changed gets a new name, which changes the files naming it: until none is new.
  let rewritten: Map<string, string>
  let known: number
  do {
    known = replacements.size
    rewritten = new Map([...files].map(([path, text]) => [path, replaceAll(text, replacements)]))
    for (const [path, text] of rewritten) {
      const hash = CONTENT_HASH.exec(path)?.[1]
      if (hash && text !== files.get(path) && !replacements.has(hash)) {
        replacements.set(hash, previousHashOf(hash))
      }
    }
  } while (replacements.size > known)
  const renamedFiles = new Map([...rewritten].map(([path, text]) => [replaceAll(path, replacements), text]))
  const worker = renamedFiles.get('sw.js')
  if (worker === undefined) throw new Error('sw.js: missing (is gatsby-plugin-offline in the build?)')
  renamedFiles.set(
    'sw.js',
    worker.replace(PRECACHE_ENTRY, (entry, head: string, url: string, revision: string) => {
      const text = renamedFiles.get(url)
      return text === undefined ? entry : `${head}${text === files.get(url) ? revision : md5(text)}"`
    }),
  )
  return {
    files: renamedFiles,
    current: { version, compilationHash },
    previous: { version: previousVersion, compilationHash: previousHashOf(compilationHash) },
  }
}
