/**
 * `npx tsx mocks/server.ts`: the mock data service on http://localhost:${MOCK_PORT:-9100}.
 * Settings come from the GATSBY_DATA_* variables (defaults: .env.development's values).
 */
import { generateMockData } from './data/seed'
import { plantDb } from './db'
import { mockServerOptionsFromEnv, startMockServer } from './mock-server'

async function main() {
  plantDb(generateMockData())
  const options = mockServerOptionsFromEnv()
  const running = await startMockServer(options)
  console.log(
    `Mock data service listening on ${running.origin} (data ${running.dataServiceUrl}/store/api, token ${running.authServiceUrl}/oauth2/token, delay ${options.delayMs} ms)`,
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
