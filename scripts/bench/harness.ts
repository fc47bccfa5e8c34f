import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium'
import { FakeCognito } from '../../e2e/support/fake-cognito'

/**
 * What every benchmark needs: the production build in `public/` (built with e2e/e2e.env's
 * settings) served as deployed (nginx with deploy/nginx, compression and cache headers), the mock data service answering at once,
 * each in a process of its own as in real life, Debian chromium, and a user signed in through
 * the same fake Cognito the e2e suite uses.
 */
export const SITE_PORT = 9300
export const SITE = `http://localhost:${SITE_PORT}`
const PUBLIC_DIR = path.resolve(__dirname, '../../public')

export type Bench = {
  browser: Browser
  /** A context as a returning, signed-in user with an empty HTTP cache: a cold visit. */
  coldContext: () => Promise<BrowserContext>
  close: () => Promise<void>
}

/** Starts a server process and resolves once `url` answers. */
async function startProcess(command: string[], url: string, env: Record<string, string> = {}) {
  const child = spawn(command[0] ?? '', command.slice(1), {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: 'ignore',
    // Its own process group: npx starts the server as a child, and stopping must reach both.
    detached: true,
  })
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`)
    try {
      await fetch(url)
      return child
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill()
  throw new Error(`${command.join(' ')} did not answer at ${url}`)
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid, 'SIGTERM')
  })

/**
 * Signs a browser context in through the login page and the fake hosted UI, with tokens that
 * outlive the bench, so a measured visit never waits for Cognito. The Cognito stand-in stays
 * installed on the context; it is returned for contexts that share the session.
 */
export async function signIn(context: BrowserContext): Promise<FakeCognito> {
  const cognito = new FakeCognito({ tokenLifetimeSeconds: 3600 })
  await cognito.install(context)
  const page = await context.newPage()
  await page.goto(`${SITE}/distributors/`)
  await page.waitForURL(/\/auth\/login\//)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.locator('table tbody tr th a').first().waitFor()
  return cognito
}

export async function startBench(): Promise<Bench> {
  const site = await startProcess(['bash', 'scripts/serve-nginx.sh'], `${SITE}/auth/login/`, {
    PORT: String(SITE_PORT),
  })
  // The e2e build talks to the data service at localhost:9100 (e2e/e2e.env).
  const mock = await startProcess(
    ['npx', 'tsx', 'mocks/server.ts'],
    'http://localhost:9100/store/api/addresses',
    {
      MOCK_PORT: '9100',
      GATSBY_MOCK_DELAY_MS: '0',
    },
  )
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })

  // Sign in once, the way a user does; every measured visit starts from that session.
  const first = await browser.newContext({ serviceWorkers: 'block' })
  const cognito = await signIn(first)
  const storageState = await first.storageState()
  await first.close()

  return {
    browser,
    coldContext: async () => {
      const context = await browser.newContext({ serviceWorkers: 'block', storageState })
      await cognito.install(context)
      // tsx (esbuild, keepNames) wraps named functions in __name(...); the functions this script
      // hands to the page run there, where that helper does not exist.
      await context.addInitScript('globalThis.__name = (fn) => fn')
      return context
    },
    close: async () => {
      await browser.close()
      await Promise.all([stop(mock), stop(site)])
    },
  }
}

/**
 * Records, in the page, when the first data row of a list shows (a row header's link), so
 * the time is the page's own clock from navigation start, without polling lag.
 */
export async function watchFirstRow(page: Page, selector = 'table tbody tr th a') {
  await page.addInitScript((rowSelector) => {
    const win = window as unknown as { __firstRowAt?: number }
    const check = () => {
      if (win.__firstRowAt === undefined && document.querySelector(rowSelector)) {
        win.__firstRowAt = performance.now()
      }
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true })
  }, selector)
}

/** The JavaScript files the page had fully received by `until` (ms since navigation start). */
export async function scriptsLoadedBy(page: Page, until: number): Promise<string[]> {
  return page.evaluate(
    (limit) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            /\.js(\?|$)/.test(entry.name) && (entry as PerformanceResourceTiming).responseEnd <= limit,
        )
        .map((entry) => new URL(entry.name).pathname),
    until,
  )
}

/** Gzip size (level 6, what web servers use) of a built file, by its URL path. */
export function gzipBytes(urlPath: string): number {
  return gzipSync(readFileSync(path.join(PUBLIC_DIR, urlPath)), { level: 6 }).length
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** One figure against its target, if it has one: "  JS before the first row   184.2 kB   target <= 170 kB   over by 14.2 kB". */
export function report(label: string, value: number, target: number | undefined, unit: 'kB' | 'ms') {
  const digits = unit === 'kB' ? 1 : 0
  const shown = `${value.toFixed(digits)} ${unit}`.padStart(10)
  if (target === undefined) return console.log(`  ${label.padEnd(44)} ${shown}   (no target)`)
  const verdict = value <= target ? 'met' : `over by ${(value - target).toFixed(digits)} ${unit}`
  console.log(`  ${label.padEnd(44)} ${shown}   target <= ${target} ${unit}   ${verdict}`)
}
