import { runDetailBench } from './detail-bench'
import { runLighthouseBench } from './lighthouse-bench'
import { runListBench } from './list-bench'
import { startBench } from './harness'

/**
 * `npm run bench`: figures, not pass/fail (AGENTS: performance is measured, not timed in tests).
 * Needs the production build with e2e/e2e.env's settings in public/ (scripts/bench.sh builds it).
 * BENCH_ONLY=list, detail or lighthouse runs one part.
 */
const PARTS = { list: runListBench, detail: runDetailBench, lighthouse: runLighthouseBench }

async function main() {
  const only = process.env.BENCH_ONLY
  const parts = Object.entries(PARTS).filter(([name]) => !only || name === only)
  if (parts.length === 0)
    throw new Error(`BENCH_ONLY=${only}: expected one of ${Object.keys(PARTS).join(', ')}`)
  const bench = await startBench()
  try {
    for (const [, run] of parts) await run(bench)
  } finally {
    await bench.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
