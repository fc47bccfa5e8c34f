// Sums the vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed",
// and exits non-zero when anything failed, so `npm test` fails with it.
// What a test count alone would hide is counted as failed too, each with a line saying why:
// - a Playwright test that failed and then passed on its retry (flaky): a retry keeps its trace,
//   never the suite green. Only a retry after chromium itself failed to start is let through,
//   with a line naming the test (LAUNCH_CRASH);
// - a vitest file that failed without a failed test (it did not load, or a hook threw);
// - an error outside any test: vitest's unhandled errors (scripts/vitest-json-reporter.ts adds
//   them to the report) and Playwright's top-level errors (global set-up, the web servers);
// - a run that says it failed (vitest's `success: false`) with no failure counted above;
// - a run that executed no test at all (a filter that matched nothing, a config that found no file);
// - a report that is missing or unreadable: the run broke before it could count.
// A test skipped at run time is not a failure, but it is counted and named: a check that no longer
// runs should be seen.
import { readFileSync } from 'node:fs'

/** Chromium crashed while starting: the retry runs the test in a browser that did start. */
const LAUNCH_CRASH = /browserType\.launch: /

const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 }
const problems = []

/** Names a skipped test in the summary, with where it lives. */
function countSkipped(file, title, where) {
  totals.skipped += 1
  problems.push(`${file}: skipped: "${title}" (${where})`)
}

function countVitest(file, report) {
  const failedBefore = totals.failed
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  for (const result of report.testResults ?? [])
    for (const test of result.assertionResults ?? [])
      if (['pending', 'skipped', 'todo'].includes(test.status))
        countSkipped(file, test.fullName ?? test.title, result.name)
  const brokenFiles = (report.testResults ?? []).filter(
    (result) =>
      result.status === 'failed' && !result.assertionResults.some((test) => test.status === 'failed'),
  )
  for (const result of brokenFiles)
    problems.push(`${file}: ${result.name} failed outside its tests: ${result.message}`)
  totals.failed += brokenFiles.length
  if (report.numFailedTestSuites > 0 && report.numFailedTests + brokenFiles.length === 0) {
    problems.push(`${file}: ${report.numFailedTestSuites} failed suites`)
    totals.failed += report.numFailedTestSuites
  }
  const unhandled = report.unhandledErrors
  if (!Array.isArray(unhandled)) {
    problems.push(`${file}: no unhandledErrors field (not written by scripts/vitest-json-reporter.ts)`)
    totals.failed += 1
  } else {
    for (const error of unhandled) problems.push(`${file}: unhandled error: ${error}`)
    totals.failed += unhandled.length
  }
  if (report.reason === 'interrupted') {
    problems.push(`${file}: the run was interrupted`)
    totals.failed += 1
  }
  if (report.numTotalTests === 0) {
    problems.push(`${file}: no tests ran`)
    totals.failed += 1
  }
  if (report.success === false && totals.failed === failedBefore) {
    problems.push(`${file}: vitest says the run failed (success: false), with no failed test`)
    totals.failed += 1
  }
}

/** Every test of a Playwright report, through its nested suites. */
function playwrightTests(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({ title: spec.title, file: spec.file, test })),
    ),
    ...playwrightTests(suite.suites),
  ])
}

function countPlaywright(file, report) {
  const { stats } = report
  totals.passed += stats.expected
  totals.failed += stats.unexpected
  const tests = playwrightTests(report.suites)
  for (const { title, file: spec, test } of tests)
    if (test.status === 'skipped') countSkipped(file, title, spec)
  if (stats.expected + stats.unexpected + stats.flaky === 0) {
    problems.push(`${file}: no tests ran`)
    totals.failed += 1
  }
  const flaky = tests.filter(({ test }) => test.status === 'flaky')
  if (flaky.length !== stats.flaky) {
    problems.push(`${file}: stats say ${stats.flaky} flaky, the suites list ${flaky.length}`)
    totals.failed += Math.abs(stats.flaky - flaky.length)
  }
  for (const { title, file: spec, test } of flaky) {
    const failedRuns = test.results.filter(
      (result) => result.status !== 'passed' && result.status !== 'skipped',
    )
    const launchCrash =
      failedRuns.length > 0 &&
      failedRuns.every((result) =>
        (result.errors ?? []).some((error) => LAUNCH_CRASH.test(error.message ?? '')),
      )
    if (launchCrash) {
      totals.passed += 1
      problems.push(`${file}: chromium failed to start for "${title}" (${spec}); passed on its retry`)
    } else {
      totals.flaky += 1
      totals.failed += 1
      problems.push(`${file}: flaky, failed and then passed on its retry: "${title}" (${spec})`)
    }
  }
  for (const error of report.errors ?? []) {
    problems.push(`${file}: error outside any test: ${(error.message ?? '').split('\n')[0]}`)
    totals.failed += 1
  }
}

for (const file of process.argv.slice(2)) {
  let report
  try {
    report = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    problems.push(`${file}: missing or unreadable report: ${error.message.split('\n')[0]}`)
    totals.failed += 1
    continue
  }
  if (typeof report?.numPassedTests === 'number') countVitest(file, report)
  else if (typeof report?.stats?.expected === 'number') countPlaywright(file, report)
  else {
    problems.push(`${file}: neither a vitest nor a Playwright JSON report`)
    totals.failed += 1
  }
}
if (process.argv.length <= 2) {
  problems.push('no report given')
  totals.failed += 1
}

for (const problem of problems) console.log(problem)
const { passed, failed, flaky, skipped } = totals
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped; of the failed, ${flaky} flaky`)
process.exitCode = failed > 0 ? 1 : 0
