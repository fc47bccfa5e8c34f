import { runDetailBench } from './detail-bench'
import { runListBench } from './list-bench'
import { startBench } from './harness'

/**
 * `npm run bench`: figures, not pass/fail (AGENTS: performance is measured, not timed in tests).
 * Needs the production build with e2e/e2e.env's settings in public/ (scripts/bench.sh builds it).
 */
async function main() {
  const bench = await startBench()
  try {
    await runListBench(bench)
    await runDetailBench(bench)
  } finally {
    await bench.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
