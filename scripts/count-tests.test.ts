import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'

/** The reports' fields count-tests reads, shaped as vitest 4 and Playwright 1.65 write them. */
const vitest = (overrides: Record<string, unknown> = {}) => ({
  numTotalTestSuites: 2,
  numPassedTestSuites: 2,
  numFailedTestSuites: 0,
  numTotalTests: 3,
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  success: true,
  reason: 'passed',
  unhandledErrors: [],
  testResults: [{ name: '/repo/a.test.ts', status: 'passed', message: '', assertionResults: [] }],
  ...overrides,
})

const run = (status: string, errors: string[] = []) => ({
  status,
  errors: errors.map((message) => ({ message })),
})
const spec = (title: string, status: string, results: ReturnType<typeof run>[]) => ({
  title,
  file: 'list.spec.ts',
  tests: [{ status, results }],
})
const playwright = (specs: ReturnType<typeof spec>[] = [], errors: string[] = []) => ({
  stats: {
    expected: specs.filter((one) => one.tests[0]?.status === 'expected').length,
    unexpected: specs.filter((one) => one.tests[0]?.status === 'unexpected').length,
    flaky: specs.filter((one) => one.tests[0]?.status === 'flaky').length,
    skipped: specs.filter((one) => one.tests[0]?.status === 'skipped').length,
  },
  suites: [{ title: 'list.spec.ts', specs: [], suites: [{ title: 'nested', specs }] }],
  errors: errors.map((message) => ({ message })),
})

const passes = spec('passes', 'expected', [run('passed')])
const LAUNCH_CRASH =
  'Error: browserType.launch: Target page, context or browser has been closed\nBrowser logs: ...'

const folder = mkdtempSync(path.join(tmpdir(), 'count-tests-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
let written = 0

/** Runs the script as `npm test` does; each report is written as JSON, a string as it is, null not at all. */
function countTests(reports: (object | string | null)[]) {
  const files = reports.map((report) => {
    written += 1
    const file = path.join(folder, `report-${written}.json`)
    if (report !== null) writeFileSync(file, typeof report === 'string' ? report : JSON.stringify(report))
    return file
  })
  try {
    return {
      code: 0,
      output: execFileSync('node', ['scripts/count-tests.mjs', ...files], { encoding: 'utf8' }),
    }
  } catch (error) {
    const { status, stdout } = error as { status: number; stdout: string }
    return { code: status, output: stdout }
  }
}

describe('count-tests', () => {
  test.each([
    {
      name: 'counts passing reports and exits 0',
      reports: [vitest(), playwright([passes, passes])],
      summary: '5 passed, 0 failed, 0 skipped; of the failed, 0 flaky',
      code: 0,
      says: [],
    },
    {
      name: 'counts failed unit tests',
      reports: [vitest({ numPassedTests: 1, numFailedTests: 2, success: false })],
      summary: '1 passed, 2 failed',
      code: 1,
      says: [],
    },
    {
      name: 'counts a unit test file that failed to load, with no failed test in it',
      reports: [
        vitest({
          numFailedTestSuites: 1,
          success: false,
          testResults: [
            {
              name: '/repo/broken.test.ts',
              status: 'failed',
              message: "Cannot find module './gone'",
              assertionResults: [],
            },
          ],
        }),
      ],
      summary: '3 passed, 1 failed',
      code: 1,
      says: ["/repo/broken.test.ts failed outside its tests: Cannot find module './gone'"],
    },
    {
      name: 'counts failed suites even when no file says why',
      reports: [vitest({ numFailedTestSuites: 2, testResults: [] })],
      summary: '3 passed, 2 failed',
      code: 1,
      says: ['2 failed suites'],
    },
    {
      name: 'counts unhandled errors, which fail no test',
      reports: [vitest({ unhandledErrors: ['Error: late boom', 'TypeError: x is undefined'] })],
      summary: '3 passed, 2 failed',
      code: 1,
      says: ['unhandled error: Error: late boom', 'unhandled error: TypeError: x is undefined'],
    },
    {
      name: 'fails a unit report written without the unhandled errors',
      reports: [vitest({ unhandledErrors: undefined })],
      summary: '3 passed, 1 failed',
      code: 1,
      says: ['no unhandledErrors field'],
    },
    {
      name: 'fails an interrupted unit run',
      reports: [vitest({ reason: 'interrupted' })],
      summary: '3 passed, 1 failed',
      code: 1,
      says: ['the run was interrupted'],
    },
    {
      name: 'fails a unit run with no tests',
      reports: [vitest({ numTotalTests: 0, numPassedTests: 0 })],
      summary: '0 passed, 1 failed',
      code: 1,
      says: ['no tests ran'],
    },
    {
      name: 'fails a vitest run that says it failed though no test did',
      reports: [vitest({ success: false })],
      summary: '3 passed, 1 failed',
      code: 1,
      says: ['vitest says the run failed (success: false), with no failed test'],
    },
    {
      name: 'names each test vitest skipped, without failing the run',
      reports: [
        vitest({
          numPendingTests: 1,
          testResults: [
            {
              name: '/repo/a.test.ts',
              status: 'passed',
              message: '',
              assertionResults: [
                { status: 'passed', title: 'runs', fullName: 'a runs' },
                { status: 'skipped', title: 'waits', fullName: 'a waits' },
              ],
            },
          ],
        }),
      ],
      summary: '3 passed, 0 failed, 1 skipped',
      code: 0,
      says: ['skipped: "a waits" (/repo/a.test.ts)'],
    },
    {
      name: 'fails a Playwright run that executed no test',
      reports: [vitest(), playwright([])],
      summary: '3 passed, 1 failed',
      code: 1,
      says: ['no tests ran'],
    },
    {
      name: 'names each test Playwright skipped at run time',
      reports: [playwright([passes, spec('offline only', 'skipped', [run('skipped')])])],
      summary: '1 passed, 0 failed, 1 skipped',
      code: 0,
      says: ['skipped: "offline only" (list.spec.ts)'],
    },
    {
      name: 'counts a failed end-to-end test',
      reports: [playwright([passes, spec('breaks', 'unexpected', [run('failed'), run('failed')])])],
      summary: '1 passed, 1 failed, 0 skipped; of the failed, 0 flaky',
      code: 1,
      says: [],
    },
    {
      name: 'counts a test that passed only on its retry as failed',
      reports: [
        playwright([
          passes,
          spec('wobbles', 'flaky', [run('failed', ['Error: expect(...)']), run('passed')]),
        ]),
      ],
      summary: '1 passed, 1 failed, 0 skipped; of the failed, 1 flaky',
      code: 1,
      says: ['flaky, failed and then passed on its retry: "wobbles" (list.spec.ts)'],
    },
    {
      name: 'counts a timed-out first run as flaky too',
      reports: [
        playwright([
          spec('slow once', 'flaky', [run('timedOut', ['Test timeout of 60000ms exceeded.']), run('passed')]),
        ]),
      ],
      summary: '0 passed, 1 failed, 0 skipped; of the failed, 1 flaky',
      code: 1,
      says: ['"slow once"'],
    },
    {
      name: 'lets a retry after chromium failed to start pass, and names it',
      reports: [
        playwright([passes, spec('unlucky start', 'flaky', [run('failed', [LAUNCH_CRASH]), run('passed')])]),
      ],
      summary: '2 passed, 0 failed, 0 skipped; of the failed, 0 flaky',
      code: 0,
      says: ['chromium failed to start for "unlucky start" (list.spec.ts); passed on its retry'],
    },
    {
      name: 'does not excuse a launch error mentioned by a failure of the test itself',
      reports: [
        playwright([
          spec('mixed', 'flaky', [
            run('failed', ['Error: expect(received).toBe(expected)', 'Error: other']),
            run('passed'),
          ]),
        ]),
      ],
      summary: '0 passed, 1 failed, 0 skipped; of the failed, 1 flaky',
      code: 1,
      says: ['flaky'],
    },
    {
      name: "counts Playwright's errors outside any test",
      reports: [playwright([passes], ['Error: Timed out waiting 60000ms from config.webServer.\nmore'])],
      summary: '1 passed, 1 failed',
      code: 1,
      says: ['error outside any test: Error: Timed out waiting 60000ms from config.webServer.'],
    },
    {
      name: 'fails when a report is missing',
      reports: [vitest(), null],
      summary: '3 passed, 1 failed',
      code: 1,
      says: ['missing or unreadable report'],
    },
    {
      name: 'fails when a report is cut short',
      reports: [vitest(), '{"stats": {"expected": 4'],
      summary: '3 passed, 1 failed',
      code: 1,
      says: ['missing or unreadable report'],
    },
    {
      name: 'fails on a file that is no report it knows',
      reports: [{ results: [] }],
      summary: '0 passed, 1 failed',
      code: 1,
      says: ['neither a vitest nor a Playwright JSON report'],
    },
    {
      name: 'fails when given no report at all',
      reports: [],
      summary: '0 passed, 1 failed',
      code: 1,
      says: ['no report given'],
    },
  ])('$name', ({ reports, summary, code, says }) => {
    const result = countTests(reports)
    const lines = result.output.trim().split('\n')
    expect(lines.at(-1)).toContain(summary)
    for (const line of says) expect(lines.slice(0, -1).join('\n')).toContain(line)
    expect(result.code).toBe(code)
  })
})
