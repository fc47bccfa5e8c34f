import { createBroker, type Broker, type LogLine } from './broker'
import { readConfig, type BrokerConfig } from './config'
import { createIdTokenVerifier } from './id-token'

/**
 * The broker as deployed, from its environment: the real id-token check, fetch, the clock, and one
 * JSON line per answer on stdout. Shared by `npm run broker` and the Lambda. Throws a ConfigError
 * naming every missing or malformed setting.
 */
export function brokerFromEnvironment(
  environment: Readonly<Record<string, string | undefined>> = process.env,
  write: (text: string) => void = (text) => void process.stdout.write(text),
): { config: BrokerConfig; broker: Broker } {
  const config = readConfig(environment)
  const broker = createBroker(config, {
    verifyIdToken: createIdTokenVerifier(config),
    fetch: (...args) => fetch(...args),
    now: Date.now,
    log: (line: LogLine) => write(`${JSON.stringify(line)}\n`),
  })
  return { config, broker }
}
