import { createHash } from 'node:crypto'
import path from 'node:path'

import { build } from 'esbuild'

import { FIRST_DATA_SETTINGS, type FirstDataSettings } from '../../src/app/first-data/first-data-settings'
import type { Env } from '../../src/config/env'

import { warmIntlWorkerName } from './first-script-file'

const FIRST_DATA = path.resolve(__dirname, '../../src/app/first-data')
const TSCONFIG = path.resolve(__dirname, '../../tsconfig.json')

/** One entry of src/app/first-data as one self-contained, minified script. */
async function bundle(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    entryPoints: [path.join(FIRST_DATA, entry)],
    tsconfig: TSCONFIG,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`)
  return output.text.trim()
}

/** A script file of the build, served from the site's root. */
export type ScriptFile = { name: string; text: string }

/**
 * The Intl warm-up worker (src/app/first-data/warm-intl-worker.ts), named after its content the
 * way webpack names the app's scripts, so the web server keeps it as long as them
 * (deploy/nginx/portal.conf) and a new build's worker has a new address.
 */
export async function bundleWarmIntlWorker(): Promise<ScriptFile> {
  const text = await bundle('warm-intl-worker.ts')
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 20)
  return { name: warmIntlWorkerName(hash), text }
}

/**
 * The first script of every page (src/app/first-data/first-script.ts), bundled with esbuild from
 * the app's own modules rather than written out a second time (docs/decisions/009). It gets the
 * build's settings already parsed by env.ts, so it carries no zod (docs/decisions/009), and the
 * address of the build's Intl warm-up worker.
 */
export async function bundleFirstScript(env: Env, warmIntlWorker: ScriptFile): Promise<string> {
  const settings = Object.fromEntries(
    FIRST_DATA_SETTINGS.map((name) => [name, env[name]]),
  ) as FirstDataSettings
  return bundle('first-script.ts', {
    __FIRST_DATA_SETTINGS__: JSON.stringify(settings),
    __WARM_INTL_WORKER_URL__: JSON.stringify(`/${warmIntlWorker.name}`),
  })
}
