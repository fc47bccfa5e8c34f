import { lstatSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { contentSecurityPolicy, inlineScriptHashes } from '../../src/config/content-security-policy'
import { parseEnv } from '../../src/config/env'

import { PUBLIC_DIR } from './harness'

/**
 * Several builds served in turn from public/ by one nginx (compare-builds.ts, the broker part):
 * public/ becomes a symbolic link to the build being visited, swapped in one rename.
 */
export function serveBuild(dir: string): void {
  symlinkSync(dir, `${PUBLIC_DIR}.next`)
  renameSync(`${PUBLIC_DIR}.next`, PUBLIC_DIR)
}

/**
 * Moves the build in public/ aside to `dir` and serves it from there (serveBuild), until the
 * returned function puts it back.
 */
export function movePublicTo(dir: string): () => void {
  if (lstatSync(PUBLIC_DIR).isSymbolicLink()) throw new Error(`${PUBLIC_DIR} is a link already`)
  rmSync(dir, { recursive: true, force: true })
  renameSync(PUBLIC_DIR, dir)
  serveBuild(dir)
  return () => {
    rmSync(PUBLIC_DIR)
    renameSync(dir, PUBLIC_DIR)
  }
}

/**
 * One Content-Security-Policy that allows the inline scripts of every build, for nginx to serve
 * (each build's first script differs: a build's own policy would block the others', and Gatsby
 * would reload the page, so a warm reload would be measured). Before nginx starts: it reads the
 * policy then.
 */
export function allowInlineScriptsOf(builds: string[]): void {
  const hashes = new Set<string>()
  for (const build of builds)
    for (const entry of readdirSync(build, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && entry.name.endsWith('.html'))
        for (const hash of inlineScriptHashes(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')))
          hashes.add(hash)
  writeFileSync(
    path.resolve(__dirname, '../../deploy/nginx/generated/content-security-policy.conf'),
    `add_header Content-Security-Policy "${contentSecurityPolicy(parseEnv(process.env), hashes)}" always;\n`,
  )
}
