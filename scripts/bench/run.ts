import { cpus, loadavg } from 'node:os'

import { runBrokerBench } from './broker-bench'
import { runBulkBench } from './bulk-bench'
import { runCompareBench } from './compare-bench'
import { runDetailBench } from './detail-bench'
import { runExportBench } from './export-bench'
import { formatTable, type Figure } from './figures'
import { startBench } from './harness'
import { runLighthouseBench } from './lighthouse-bench'
import { runOverviewBench } from './overview-bench'
import { runScaleBench } from './scale-bench'

/**
 * `npm run bench`: figures, not pass/fail. Performance is measured here, never timed in tests:
 * times on a shared machine drift from run to run.
 * Needs the production build with e2e/e2e.env's settings in public/ and, for the side-by-side
 * figures, the react-admin reference's build in BENCH_REFERENCE_DIST (scripts/bench.sh makes both).
 * BENCH_ONLY=compare, broker, sections, lighthouse, export, bulk, overview or scale runs one part (export
 * and overview are meant for a large world, MOCK_PARTNERS=20000; scale grows its own worlds and runs
 * only when asked for). Ends with one table of every figure.
 */
const PARTS = {
  compare: runCompareBench,
  broker: runBrokerBench,
  sections: runDetailBench,
  lighthouse: runLighthouseBench,
  bulk: runBulkBench,
  export: runExportBench,
  overview: runOverviewBench,
  // Only when asked for (BENCH_ONLY=scale): it grows the mock's world to 100,000 partners.
  scale: runScaleBench,
}

const formatLoad = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')

async function main() {
  const only = process.env.BENCH_ONLY
  const parts = Object.entries(PARTS).filter(([name]) => (only ? name === only : name !== 'scale'))
  if (parts.length === 0)
    throw new Error(`BENCH_ONLY=${only}: expected one of ${Object.keys(PARTS).join(', ')}`)
  const bench = await startBench()
  const figures: Figure[] = []
  // A part that fails is reported and the others still run: the table keeps what was measured.
  let failed = false
  try {
    for (const [name, run] of parts) {
      try {
        // How busy the machine was (2 cores shared with other work): its figures are read with it.
        console.log(`\nThe ${name} part: load average (1, 5, 15 min) ${formatLoad()}, ${cpus().length} CPUs`)
        figures.push(...(await run(bench)))
        console.log(`The ${name} part ended: load average ${formatLoad()}`)
      } catch (error: unknown) {
        failed = true
        console.error(`\nThe ${name} part failed:`, error)
      }
    }
  } finally {
    await bench.close()
  }
  console.log(
    bench.reference
      ? '\nportal against the react-admin reference (ratio = portal / react-admin)'
      : '\nportal alone (no react-admin reference: no ratios)',
  )
  for (const line of formatTable(figures)) console.log(line)
  if (failed) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
