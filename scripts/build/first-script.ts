import path from 'node:path'

import { build } from 'esbuild'

import { FIRST_DATA_SETTINGS, type FirstDataSettings } from '../../src/app/first-data/first-data-settings'
import type { Env } from '../../src/config/env'

const ENTRY = path.resolve(__dirname, '../../src/app/first-data/first-script.ts')
const TSCONFIG = path.resolve(__dirname, '../../tsconfig.json')

/**
 * The first script of every page (src/app/first-data/first-script.ts) as one self-contained,
 * minified script, bundled with esbuild from the app's own modules rather than written out a
 * second time (issue 12 §1). It gets the build's settings already parsed by env.ts, so it
 * carries no zod (docs/decisions/009).
 */
export async function bundleFirstScript(env: Env): Promise<string> {
  const settings = Object.fromEntries(
    FIRST_DATA_SETTINGS.map((name) => [name, env[name]]),
  ) as FirstDataSettings
  const result = await build({
    entryPoints: [ENTRY],
    tsconfig: TSCONFIG,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: { __FIRST_DATA_SETTINGS__: JSON.stringify(settings), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild wrote no first script')
  return output.text.trim()
}
