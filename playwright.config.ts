import { defineConfig, devices } from '@playwright/test'

import { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './e2e/support/chromium'
import { nodeTsCommand } from './scripts/bench/processes'
import {
  BROKER_PORT,
  brokerEnvironment,
  identityProviderEnvironment,
  JWKS_URL,
} from './e2e/support/token-broker'

const CI = Boolean(process.env.CI)
export const BASE_URL = 'http://localhost:9000'

/**
 * End-to-end tests against the production build (`npm run build` first) as it is deployed:
 * served by nginx with deploy/nginx's configuration (headers, status codes, the build's
 * Content-Security-Policy), in Debian's chromium (its headless shell, TEST_CHROMIUM_PATH): no
 * browser is ever downloaded.
 * Served on localhost, not 127.0.0.1, because Gatsby registers its service worker over plain
 * http on localhost only. The build has no client secret: the browser asks the token broker
 * (broker/, behind nginx on /api/token) with an id token the local identity provider signed.
 */
export default defineConfig({
  testDir: './e2e',
  // Specs only: e2e/support's *.test.ts are unit tests (vitest). The dev-server check has its own
  // config (playwright.dev.config.ts).
  testMatch: '**/*.spec.ts',
  testIgnore: ['dev/**'],
  // Its own folder: Playwright empties it on start, and test-results/ also holds the unit report.
  outputDir: './test-results/playwright',
  fullyParallel: true,
  forbidOnly: CI,
  // A failing test runs once more, for its trace (below). Passing then does not make it pass:
  // scripts/count-tests.mjs counts it as failed, unless the first run failed only because
  // chromium did not start (none did in 20 launches on the loaded 2 cores, nor in a full run).
  retries: 1,
  // Two, one a core: a third browser fills the idle moments of a fast machine (the e2e stage
  // 22 s shorter here) but on one as slow as CI may be, where the 2 cores are always busy, it
  // only adds work: `npm test` on half the CPU, e2e stage 436 s with two, 472 s with three.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test about a quarter more CPU, on 2 cores shared by the whole
    // suite: a failing test is run again, and that run keeps its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    // As a user who asked for less motion: the same pages, with their spinners and skeletons
    // still (global.css). Animating them, drawn in software on the 2 cores the suite shares,
    // cost a tenth of the pages' CPU. classic-scrollbars.spec.ts keeps them moving.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'bash scripts/serve-nginx.sh',
      url: `${BASE_URL}/auth/login/`,
      reuseExistingServer: !CI,
      timeout: 60_000,
    },
    {
      command: nodeTsCommand('mocks/server.ts'),
      // A 401 (no token) tells Playwright the mock data service is up.
      url: 'http://localhost:9100/store/api/business-partners',
      reuseExistingServer: !CI,
      timeout: 60_000,
      env: { MOCK_PORT: '9100', GATSBY_MOCK_DELAY_MS: '0' },
    },
    {
      // Before the broker (servers start in this order): it writes the certificate the broker
      // trusts (and the workers' Cognito hosts serve) and the key e2e/support/fake-cognito.ts signs with.
      command: nodeTsCommand('mocks/identity-provider-server.ts'),
      url: JWKS_URL,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !CI,
      timeout: 60_000,
      env: identityProviderEnvironment(),
    },
    {
      // `npm run broker`, without npm in front.
      command: nodeTsCommand('broker/src/main.ts'),
      port: BROKER_PORT,
      reuseExistingServer: !CI,
      timeout: 60_000,
      env: brokerEnvironment(),
    },
  ],
})
