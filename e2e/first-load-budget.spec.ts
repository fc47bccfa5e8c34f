import path from 'node:path'

import { expect, test } from '@playwright/test'

import { checkBudget } from '../scripts/bundle-budget/first-load'
import { measureFirstLoad } from '../scripts/bundle-budget/read-build'

/**
 * Speed issue, part 4: the JavaScript a list page and a detail page need before their first
 * data stays at most 170 kB gzip (0.5x the react-admin reference's 338.7 kB). Read from the
 * production build's chunk graph, no browser: it cannot flake. Code added later (editing,
 * search) must load on demand, outside this budget.
 */
const BUDGET_BYTES = 170_000
const PUBLIC_DIR = path.resolve(__dirname, '../public')

for (const page of ['/dealers/', '/dealers/detail/']) {
  test(`${page} needs at most 170 kB gzip of JavaScript before its first data`, () => {
    const { withinBudget, report } = checkBudget(page, measureFirstLoad(PUBLIC_DIR, page), BUDGET_BYTES)
    // The figures on every run; the full listing in the failure message.
    console.info(report.split('\n')[0])
    expect(withinBudget, report).toBe(true)
  })
}
