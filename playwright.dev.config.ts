import { defineConfig } from '@playwright/test'

import baseConfig from './playwright.config'

const DEV_URL = 'http://localhost:8000'

/**
 * `npm start` as a newcomer meets it: `gatsby develop` with the mock data service and
 * the sign-in stand-in, started after a production build was left in public/ (scripts/test-all.sh
 * starts it as the e2e suite starts, and runs this after it). Its own config: it needs the dev
 * server, not the build.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './e2e/dev',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  // Not the e2e suite's folder: Playwright empties its output folder on start, and the suite's
  // failure screenshots and traces, run just before, must outlive this check.
  outputDir: './test-results/playwright-dev',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-dev.json' }]],
  use: { ...baseConfig.use, baseURL: DEV_URL, serviceWorkers: 'allow' },
  webServer: {
    command: 'bash scripts/develop-with-dev-env.sh',
    url: `${DEV_URL}/auth/login/`,
    // scripts/test-all.sh starts it while the e2e suite runs, and says so (DEVELOP_RUNNING=1).
    reuseExistingServer: !process.env.CI || process.env.DEVELOP_RUNNING === '1',
    // The first development bundle takes a while on 2 cores.
    timeout: 240_000,
  },
})
