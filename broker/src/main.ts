/**
 * `npm run broker`: the token broker as a plain Node HTTP server, POST /token on PORT (8787),
 * with the settings of its environment (README, "Token broker"). A missing or malformed setting
 * stops it at start with a message naming it.
 */
import { ConfigError } from './config'
import { brokerFromEnvironment } from './from-environment'
import { startBrokerServer } from './node-server'

async function main() {
  let built: ReturnType<typeof brokerFromEnvironment>
  try {
    built = brokerFromEnvironment()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  const running = await startBrokerServer(built.broker, built.config.port)
  const line = {
    time: new Date().toISOString(),
    listening: `http://localhost:${running.port}/token`,
    issuer: built.config.issuer,
    tokenUrl: built.config.tokenUrl,
  }
  process.stdout.write(`${JSON.stringify(line)}\n`)
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
