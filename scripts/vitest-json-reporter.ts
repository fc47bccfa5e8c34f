import type { SerializedError } from 'vitest'
import type { TestModule } from 'vitest/node'
import { JsonReporter, type TestRunEndReason } from 'vitest/reporters'

/**
 * vitest's JSON report, plus what it leaves out: the errors thrown outside any test (a promise
 * rejected after its test ended, an error in a worker) and why the run ended. vitest fails on
 * them, yet its JSON report says nothing of them, and scripts/count-tests.mjs reads only reports.
 */
export default class JsonWithErrorsReporter extends JsonReporter {
  private unhandledErrors: string[] = []
  private reason: TestRunEndReason = 'passed'

  override async onTestRunEnd(
    testModules: readonly TestModule[],
    unhandledErrors: readonly SerializedError[] = [],
    reason: TestRunEndReason = 'passed',
  ) {
    this.unhandledErrors = unhandledErrors.map((error) => `${error.name ?? 'Error'}: ${error.message}`)
    this.reason = reason
    await super.onTestRunEnd(testModules)
  }

  override async writeReport(report: string) {
    const parsed = JSON.parse(report) as Record<string, unknown>
    await super.writeReport(
      JSON.stringify({ ...parsed, unhandledErrors: this.unhandledErrors, reason: this.reason }),
    )
  }
}
