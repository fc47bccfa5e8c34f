import { availableParallelism } from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

import { PURE_TESTS } from './src/test/pure-tests'

export default defineConfig({
  resolve: {
    // Unit tests reach the mock world as @mocks/…, the app's modules as @/….
    alias: { '@': path.resolve(__dirname, 'src'), '@mocks': path.resolve(__dirname, 'mocks') },
  },
  // Gatsby inlines these at build time; tests read the same names from process.env.
  define: {
    __BUILD_VERSION__: JSON.stringify('0.0.0-test'),
    __BUILD_TIME__: JSON.stringify('2026-01-01T00:00:00.000Z'),
  },
  test: {
    globals: true,
    // Every core: vitest's default leaves one to its own process, which on CI's 2 cores means one
    // worker and the suite taking half again as long (190 s against 128 s).
    maxWorkers: availableParallelism(),
    // A test's time limit is about what hangs, not how fast the machine is: on 2 loaded cores an
    // app test (happy-dom, user events) or a property test's hundred runs passed 5 s (vitest's
    // default) while nothing was wrong.
    testTimeout: 30_000,
    // CSS modules hand out their class names as written (`styles.primary === 'primary'`), as in
    // the build's named exports, so tests can see which variant a component chose.
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'non-scoped' } },
    env: {
      GATSBY_DATA_SERVICE_URL: 'http://data.test',
      GATSBY_DATA_AUTH_URL: 'http://auth.test',
      GATSBY_DATA_CLIENT_ID: 'test-client',
      GATSBY_DATA_CLIENT_SECRET: 'test-secret',
      GATSBY_DATA_API_KEY: 'test-api-key',
      GATSBY_MOCK_DELAY_MS: '0',
    },
    // To keep `npm test` short, no file runs isolated (a fresh module graph and VM per file made
    // the app tests several times slower). Each file still gets its own happy-dom and its own
    // copy of the app's modules: src/test/setup.ts puts back after every file what a
    // file may change (spies, timers, globals, modules). Pure logic also skips happy-dom and the
    // mock world (src/test/pure-tests.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: PURE_TESTS,
          environment: 'node',
          isolate: false,
          setupFiles: ['./src/test/setup-pure.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The token broker, a Node service: run for real against a local identity provider
          // (https) and the mock auth service, some tests in a process of its own.
          name: 'broker',
          include: ['broker/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test/setup-pure.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...PURE_TESTS],
          environment: 'happy-dom',
          isolate: false,
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
})
