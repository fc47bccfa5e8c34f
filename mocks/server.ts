/**
 * `npx tsx mocks/server.ts`: the mock data service on http://localhost:${MOCK_PORT:-9100}.
 * Settings come from the GATSBY_DATA_* variables (defaults: .env.development's values),
 * GATSBY_MOCK_DELAY_MS, MOCK_PARTNERS and MOCK_REFUSE_WRITES_EVERY (mocks/README.md).
 */
import { generateMockData } from './data/seed'
import { plantDb } from './db'
import { mockServerOptionsFromEnv, startMockServer } from './mock-server'

async function main() {
  const options = mockServerOptionsFromEnv()
  const started = performance.now()
  plantDb(generateMockData(options.partnerCount))
  const planted = performance.now() - started
  const running = await startMockServer(options)
  const refusals = options.refuseWritesEvery
    ? `writes refused every ${options.refuseWritesEvery}`
    : 'no writes refused'
  console.log(
    `Mock data service listening on ${running.origin} (data ${running.dataServiceUrl}/store/api, token ${running.authServiceUrl}/oauth2/token, delay ${options.delayMs} ms, ${options.partnerCount} partners (seeded in ${Math.round(planted)} ms, any more made on first read), ${refusals}; settings at ${running.origin}/__mock/settings)`,
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void running.close().finally(() => process.exit(0))
    })
  }
}

// No top-level await: tsx runs this package's .ts files as CommonJS.
main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
