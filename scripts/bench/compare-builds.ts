import { existsSync, lstatSync } from 'node:fs'
import path from 'node:path'

import { portalApp, portalPages } from './apps'
import { allowInlineScriptsOf, serveBuild } from './builds'
import { median } from './figures'
import { PUBLIC_DIR, startBench } from './harness'
import { visit, type Visit } from './visit'

/**
 * `npx tsx scripts/bench/compare-builds.ts <build A> <build B> [<build C> ...] [rounds]`, with
 * e2e/e2e.env's settings in the environment: is a change faster? Copies of public/ (each made by
 * `gatsby build` with e2e/e2e.env, then moved aside) visited cold and signed in, one after the
 * other in every round (list and detail, full speed and 4x CPU), public/ pointing at each in turn.
 * Prints the median time to the data and main-thread blocking of each, and for every build after
 * A the median of its round-by-round differences from A with the number of rounds it was faster:
 * on this shared machine times drift by tens of percent within minutes, so only builds measured
 * in one run compare, and a difference read round by round says more than two medians.
 *
 * public/ becomes a symbolic link (run `gatsby build` again, or remove it, afterwards), and nginx
 * serves one Content-Security-Policy that allows the inline scripts of every build.
 */
const TIMEOUT_MS = 90_000
const SCREENS = ['list', 'detail'] as const

async function main() {
  const args = process.argv.slice(2)
  const rounds = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 7
  const builds = args.map((dir, index) => [String.fromCharCode(65 + index), path.resolve(dir)] as const)
  if (builds.length < 2 || builds.some(([, dir]) => !existsSync(dir)))
    throw new Error('usage: compare-builds.ts <build A> <build B> [<build C> ...] [rounds]')
  if (existsSync(PUBLIC_DIR) && !lstatSync(PUBLIC_DIR).isSymbolicLink())
    throw new Error(`${PUBLIC_DIR} is a build of its own: move it aside first`)
  allowInlineScriptsOf(builds.map(([, dir]) => dir))

  const serve = serveBuild
  serve(builds[0]![1])
  let bench = await startBench()
  /** Each figure's value by round: a visit that failed leaves its round out of the pairs. */
  const results = new Map<string, Map<number, number>>()
  const add = (key: string, value: number, round: number) =>
    results.set(key, (results.get(key) ?? new Map<number, number>()).set(round, value))
  try {
    const pages = await portalPages()
    // Round 0 is not counted: the servers' first answers are theirs.
    for (let round = 0; round <= rounds; round += 1)
      for (const speed of [1, 4])
        for (const screen of SCREENS)
          for (const [name, dir] of builds) {
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
              // Debian's chromium dies now and then: a new one, and the round goes on.
              console.log(`${screen} ${speed}x ${name}: ${String(error).slice(0, 160)}; restarting`)
              await bench.close().catch(() => undefined)
              bench = await startBench()
              continue
            }
            if (round === 0) continue
            add(`${screen} ${speed}x to the data ${name}`, result.readyMs, round)
            add(`${screen} ${speed}x blocking ${name}`, result.blockingMs, round)
          }
  } finally {
    await bench.close()
  }
  for (const [key, byRound] of [...results].sort()) {
    const values = [...byRound.values()]
    console.log(
      `${key.padEnd(30)} ${String(Math.round(median(values))).padStart(6)} ms   (${values.map(Math.round).join(' ')})`,
    )
  }
  console.log('\nround by round, against A (negative: faster than A)')
  for (const [key, byRound] of [...results].sort()) {
    const [figure, name] = [key.slice(0, -2), key.slice(-1)]
    const base = results.get(`${figure} A`)
    if (name === 'A' || !base) continue
    const differences = [...byRound]
      .filter(([round]) => base.has(round))
      .map(([round, value]) => value - base.get(round)!)
    const faster = differences.filter((difference) => difference < 0).length
    console.log(
      `${key.padEnd(30)} ${String(Math.round(median(differences))).padStart(6)} ms   faster in ${faster} of ${differences.length}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
