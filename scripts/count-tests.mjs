// Sums the vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed".
// A Playwright test that failed and then passed on its retry is counted as flaky, not passed.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
let flaky = 0

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    // vitest
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected
    flaky += report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  }
}

console.log(`${passed} passed, ${failed} failed, ${flaky} flaky, ${skipped} skipped`)
