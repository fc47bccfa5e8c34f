import { get } from 'node:https'
import type { ChildProcess } from 'node:child_process'
import path from 'node:path'

import { chromium, type Browser, type BrowserContext } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium'
import { TOKEN_STORAGE_KEY } from '../../src/lib/data-service/token-storage'
import { type CognitoHosts, startCognitoHosts } from '../../e2e/support/cognito-hosts'
import { FakeCognito } from '../../e2e/support/fake-cognito'
import {
  brokerEnvironment,
  BROKER_PORT,
  identityProviderEnvironment,
  JWKS_URL,
} from '../../e2e/support/token-broker'

import { nodeTs, startProcess, stopProcess } from './processes'
import { REFERENCE, startReferenceServer } from './reference-server'

/**
 * What every benchmark needs: the production build in `public/` (built with e2e/e2e.env's
 * settings and GATSBY_DATA_TOKEN_URL on this site's port, scripts/bench.sh) served as deployed
 * (nginx with deploy/nginx, compression and cache headers), the mock data service answering at
 * once, the token broker that nginx proxies /api/token to and the identity provider whose keys it
 * checks the id tokens with, each in a process of its own as in real life, Debian chromium,
 * a user signed in through the same fake Cognito the e2e suite uses, and the react-admin
 * reference beside it when it was built (BENCH_REFERENCE_DIST, set by scripts/bench.sh).
 */
/**
 * The site's port: 9300, where scripts/bench.sh's build asks for its token; BENCH_SITE_PORT=9000
 * benches an e2e build (e2e/e2e.env) as it is, inside a network namespace of its own.
 */
export const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 9300)
export const SITE = `http://localhost:${SITE_PORT}`
export const PUBLIC_DIR = path.resolve(__dirname, '../../public')

export type Bench = {
  browser: Browser
  /** The made-up Cognito hosts, served by this process; `browser` was launched with their switches. */
  cognitoHosts: CognitoHosts
  /**
   * A context as a returning, signed-in user with an empty HTTP cache: a cold visit. With
   * `withoutAppToken`, the data-service token the session holds is left out, as on the first page
   * after signing in: the page asks for one before its data.
   */
  coldContext: (options?: { withoutAppToken?: boolean }) => Promise<BrowserContext>
  /** The react-admin reference, when scripts/bench/prepare-reference.sh built it. */
  reference?: { origin: string; dist: string; newContext: () => Promise<BrowserContext> }
  close: () => Promise<void>
}

/**
 * Signs a browser context in through the login page and the fake hosted UI, with tokens that
 * outlive the bench, so a measured visit never waits for Cognito.
 */
export async function signIn(context: BrowserContext, cognitoHosts: CognitoHosts): Promise<void> {
  cognitoHosts.answerWith(new FakeCognito({ tokenLifetimeSeconds: 3600 }))
  const page = await context.newPage()
  await page.goto(`${SITE}/distributors/`)
  await page.waitForURL(/\/auth\/login\//)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.locator('table tbody tr th a').first().waitFor()
}

/** Whether an https server answers, whatever its certificate (made at its start, trusted nowhere here). */
function answersOverTls(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    get(url, { rejectUnauthorized: false }, (response) => {
      response.resume()
      resolve(true)
    }).on('error', () => resolve(false))
  })
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** The session without the data-service token it had stored. */
function withoutToken(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(({ name }) => name !== TOKEN_STORAGE_KEY),
    })),
  }
}

/** tsx (esbuild, keepNames) wraps named functions in __name(...); the functions this script
 * hands to the page run there, where that helper does not exist. */
const NAME_HELPER = 'globalThis.__name = (fn) => fn'

/**
 * The servers and the browser every part measures, the user signed in once. A step that fails
 * stops what was started before it: servers left running answer in the next run's place.
 */
export async function startBench(): Promise<Bench> {
  const started: ChildProcess[] = []
  let browser: Browser | undefined
  let cognitoHosts: CognitoHosts | undefined
  const stopAll = async () => {
    await browser?.close()
    await cognitoHosts?.close()
    await Promise.all(started.map((child) => stopProcess(child)))
  }
  try {
    return await startBenchServers(
      started,
      (launched, hosts) => {
        browser = launched
        cognitoHosts = hosts
      },
      stopAll,
    )
  } catch (error) {
    await stopAll()
    throw error
  }
}

async function startBenchServers(
  started: ChildProcess[],
  launched: (browser: Browser, cognitoHosts: CognitoHosts) => void,
  stopAll: () => Promise<void>,
): Promise<Bench> {
  const keep = (child: ChildProcess) => (started.push(child), child)
  const referenceDist = process.env.BENCH_REFERENCE_DIST
  if (referenceDist) keep(await startReferenceServer(referenceDist))
  keep(
    await startProcess(['bash', 'scripts/serve-nginx.sh'], `${SITE}/auth/login/`, {
      PORT: String(SITE_PORT),
    }),
  )
  // The e2e build talks to the data service at localhost:9100 (e2e/e2e.env).
  keep(
    await startProcess(nodeTs('mocks/server.ts'), 'http://localhost:9100/store/api/addresses', {
      MOCK_PORT: '9100',
      // At once unless a bench asks otherwise (the bulk bench's writes at 50 ms); the size of the
      // world and the write refusals pass through from the bench's own environment.
      GATSBY_MOCK_DELAY_MS: process.env.GATSBY_MOCK_DELAY_MS ?? '0',
      MOCK_PARTNERS: process.env.MOCK_PARTNERS ?? '103',
      MOCK_REFUSE_WRITES_EVERY: process.env.MOCK_REFUSE_WRITES_EVERY ?? '0',
    }),
  )
  // Before the broker: it writes the certificate the broker trusts and the key FakeCognito signs with.
  keep(
    await startProcess(
      nodeTs('mocks/identity-provider-server.ts'),
      JWKS_URL,
      identityProviderEnvironment(),
      answersOverTls,
    ),
  )
  keep(
    await startProcess(
      nodeTs('broker/src/main.ts'),
      `http://localhost:${BROKER_PORT}/token`,
      brokerEnvironment(),
    ),
  )
  const cognitoHosts = await startCognitoHosts()
  const browser = await chromium
    .launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...cognitoHosts.launchArgs],
    })
    .catch(async (error: unknown) => {
      await cognitoHosts.close()
      throw error
    })
  launched(browser, cognitoHosts)

  // Sign in once, the way a user does; every measured visit starts from that session.
  const first = await browser.newContext({ serviceWorkers: 'block' })
  await signIn(first, cognitoHosts)
  const storageState = await first.storageState()
  await first.close()

  return {
    browser,
    cognitoHosts,
    // No Playwright route on a measured visit: any route makes the browser hold every request of
    // the context for the test driver to let through, a cost the reference's visits do not pay
    // and no user's browser has. The session outlives the bench, so the portal asks Cognito
    // nothing while measured.
    coldContext: async ({ withoutAppToken = false } = {}) => {
      const state = withoutAppToken ? withoutToken(storageState) : storageState
      const context = await browser.newContext({ serviceWorkers: 'block', storageState: state })
      await context.addInitScript(NAME_HELPER)
      return context
    },
    reference: referenceDist
      ? {
          origin: REFERENCE,
          dist: referenceDist,
          // No sign-in: the reference has none (its README).
          newContext: async () => {
            const context = await browser.newContext({ serviceWorkers: 'block' })
            await context.addInitScript(NAME_HELPER)
            return context
          },
        }
      : undefined,
    close: stopAll,
  }
}
