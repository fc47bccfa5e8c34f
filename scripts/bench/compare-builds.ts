import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { contentSecurityPolicy, inlineScriptHashes } from '../../src/config/content-security-policy'
import { parseEnv } from '../../src/config/env'

import { portalApp, portalPages } from './apps'
import { median } from './figures'
import { PUBLIC_DIR, startBench } from './harness'
import { visit, type Visit } from './visit'

/**
 * `npx tsx scripts/bench/compare-builds.ts <build A> <build B> [rounds]`, with e2e/e2e.env's
 * settings in the environment: is a change faster? Two copies of public/ (each made by
 * `gatsby build` with e2e/e2e.env, then moved aside) visited cold and signed in, one after the
 * other in every round (list and detail, full speed and 4x CPU), public/ pointing at each in turn.
 * Prints the median time to the data and main-thread blocking of each. On this shared machine
 * times drift by tens of percent within an hour, so only builds measured in one run compare.
 *
 * public/ becomes a symbolic link (run `gatsby build` again, or remove it, afterwards), and nginx
 * serves one Content-Security-Policy that allows the inline scripts of both builds.
 */
const TIMEOUT_MS = 90_000
const SCREENS = ['list', 'detail'] as const

async function main() {
  const [a, b] = process.argv.slice(2, 4).map((dir) => path.resolve(dir))
  const rounds = Number(process.argv[4] ?? 7)
  if (!a || !b || !existsSync(a) || !existsSync(b))
    throw new Error('usage: compare-builds.ts <build A> <build B> [rounds]')
  if (existsSync(PUBLIC_DIR) && !lstatSync(PUBLIC_DIR).isSymbolicLink())
    throw new Error(`${PUBLIC_DIR} is a build of its own: move it aside first`)
  allowInlineScriptsOf([a, b])

  const serve = (dir: string) => {
    symlinkSync(dir, `${PUBLIC_DIR}.next`)
    renameSync(`${PUBLIC_DIR}.next`, PUBLIC_DIR)
  }
  serve(a)
  let bench = await startBench()
  const results = new Map<string, number[]>()
  const add = (key: string, value: number) => results.set(key, [...(results.get(key) ?? []), value])
  try {
    const pages = await portalPages()
    // Round 0 is not counted: the servers' first answers are theirs.
    for (let round = 0; round <= rounds; round += 1)
      for (const speed of [1, 4])
        for (const screen of SCREENS)
          for (const [name, dir] of [
            ['A', a],
            ['B', b],
          ] as const) {
            serve(dir)
            let result: Visit
            try {
              result = await Promise.race([
                visit(portalApp(bench, pages), screen, speed),
                new Promise<never>((_, reject) =>
                  setTimeout(() => reject(new Error('timed out')), TIMEOUT_MS),
                ),
              ])
            } catch (error) {
              // Debian's chromium dies now and then (DESIGN.md): a new one, and the round goes on.
              console.log(`${screen} ${speed}x ${name}: ${String(error).slice(0, 160)}; restarting`)
              await bench.close().catch(() => undefined)
              bench = await startBench()
              continue
            }
            if (round === 0) continue
            add(`${screen} ${speed}x to the data ${name}`, result.readyMs)
            add(`${screen} ${speed}x blocking ${name}`, result.blockingMs)
          }
  } finally {
    await bench.close()
  }
  for (const [key, values] of [...results].sort())
    console.log(
      `${key.padEnd(30)} ${String(Math.round(median(values))).padStart(6)} ms   (${values.map(Math.round).join(' ')})`,
    )
}

/** One policy with the hashes of every inline script of both builds, for nginx to serve. */
function allowInlineScriptsOf(builds: string[]) {
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

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
