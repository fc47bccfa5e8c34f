import { existsSync } from 'node:fs'
import path from 'node:path'

import { portalApp, portalPages } from './apps'
import { movePublicTo, serveBuild } from './builds'
import { median, type Figure } from './figures'
import type { Bench } from './harness'
import { visit, type App } from './visit'

/**
 * The token broker costs the first data nothing: the portal built without a client secret (its
 * token from the broker on its own origin, as deployed: public/) against the same portal built
 * with one (its token straight from the auth service: BENCH_SECRET_BUILD, which scripts/bench.sh
 * builds first), visited in turn in one run, cold, median of BENCH_VISITS, each build first in every other round. Twice: with the token
 * the session holds, as on most pages, and without it, as on the first page after signing in,
 * where the token request is in the way of the data. In the table the secret build stands in the
 * reference's column, so the ratio is broker / secret.
 */
const VISITS = Number(process.env.BENCH_VISITS ?? 5)
const SCREENS = ['list', 'detail'] as const
const SPEEDS = [1, 4] as const
const TOKENS = ['held', 'asked'] as const

/** "No later": within what two runs of the same build differ by on this machine. */
const NO_LATER = { maxRatio: 1.05 }

/**
 * The two builds, the first one first in even rounds and last in odd ones: whatever the visit
 * before leaves behind (a warm server, a busy core) falls on each build as often.
 */
const inTurn = <T>(round: number, [first, second]: readonly [T, T]): T[] =>
  round % 2 === 0 ? [first, second] : [second, first]

type Key =
  `${'broker' | 'secret'} ${(typeof SCREENS)[number]} ${(typeof SPEEDS)[number]} ${(typeof TOKENS)[number]}`

export async function runBrokerBench(bench: Bench): Promise<Figure[]> {
  const secretBuild = process.env.BENCH_SECRET_BUILD
  if (!secretBuild || !existsSync(secretBuild)) {
    console.log('\nBroker against secret build: skipped (no BENCH_SECRET_BUILD; scripts/bench.sh builds it)')
    return []
  }
  const pages = await portalPages()
  const app = (withoutAppToken: boolean): App => ({
    ...portalApp(bench, pages),
    newContext: () => bench.coldContext({ withoutAppToken }),
  })
  const brokerBuild = path.resolve('test-results/bench-builds/broker')
  const putBack = movePublicTo(brokerBuild)
  const times = new Map<Key, number[]>()
  try {
    // Round 0 is not counted: the servers' first answers (and the broker's JWKS fetch) are theirs.
    for (let round = 0; round <= VISITS; round += 1)
      for (const speed of SPEEDS)
        for (const screen of SCREENS)
          for (const token of TOKENS)
            for (const [build, dir] of inTurn(round, [
              ['broker', brokerBuild],
              ['secret', path.resolve(secretBuild)],
            ] as const)) {
              serveBuild(dir)
              const { readyMs } = await visit(app(token === 'asked'), screen, speed)
              if (round === 0) continue
              const key: Key = `${build} ${screen} ${speed} ${token}`
              times.set(key, [...(times.get(key) ?? []), readyMs])
            }
  } finally {
    putBack()
  }

  console.log(`\nBroker build against secret build: cold visits in turn, median of ${VISITS}`)
  const figures: Figure[] = []
  for (const token of TOKENS)
    for (const screen of SCREENS)
      for (const speed of SPEEDS) {
        const of = (build: 'broker' | 'secret') =>
          median(times.get(`${build} ${screen} ${speed} ${token}`) ?? [])
        figures.push({
          label: `broker/secret build: ${screen === 'list' ? 'first row' : 'account number'}${speed > 1 ? ` at ${speed}x CPU` : ''}, token ${token === 'held' ? 'held' : 'asked for'}`,
          unit: 'ms',
          portal: of('broker'),
          reference: of('secret'),
          target: NO_LATER,
        })
      }
  return figures
}
