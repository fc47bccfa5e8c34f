import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'
import type { RawSourceMap } from 'source-map-js'

import { moduleSpans } from '../bundle-budget/module-sizes'

import { neverRunByModule, ranFunctionBytes } from './function-coverage'
import { portalVisits } from './portal-visits'

/**
 * `npx tsx scripts/bench/coverage.ts [list|detail] [modules]`, with e2e/e2e.env's settings in the
 * environment: how much of each script of a cold signed-in visit (the build in public/) lies in
 * functions that ran before the data showed. The first load's scripts are compiled whole as they
 * arrive (docs/decisions/011), so a function that does not run until later is compiled for
 * nothing on the way to the first data: for each script with a source map, the `modules` (8)
 * modules with the most such bytes. One visit is made first, not counted (portal-visits.ts).
 */
const MAPS_DIR = path.resolve(__dirname, '../../source-maps')

async function main() {
  const screen = (process.argv[2] ?? 'detail') as 'list' | 'detail'
  const topModules = Number(process.argv[3] ?? 8)
  await portalVisits(screen, 1, {
    prepare: ({ page }) => page.coverage.startJSCoverage({ resetOnNavigation: false }),
    collect: async ({ page, counted }, readyAt) => {
      const scripts = await page.coverage.stopJSCoverage()
      if (counted) report(screen, readyAt, page.url(), scripts, topModules)
    },
  })
}

type Coverage = Awaited<ReturnType<Page['coverage']['stopJSCoverage']>>

function report(screen: string, readyAt: number, pageUrl: string, scripts: Coverage, topModules: number) {
  console.log(`${screen}: the data showed at ${Math.round(readyAt)} ms; bytes in functions that ran by then`)
  for (const script of scripts) {
    const code = script.source ?? ''
    if (!code.length) continue
    const name = script.url === pageUrl ? '(an inline script)' : new URL(script.url).pathname.slice(1)
    const ran = ranFunctionBytes(code.length, script.functions)
    const ranBytes = ran.reduce((sum, byte) => sum + byte, 0)
    console.log(
      `${String(code.length).padStart(8)} bytes ${percent(ranBytes, code.length).padStart(5)} ran  ${name}`,
    )
    const map = path.join(MAPS_DIR, `${name}.map`)
    if (!name.endsWith('.js') || !existsSync(map)) continue
    const spans = moduleSpans(code, JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap)
    for (const { module, bytes, neverRun } of neverRunByModule(ran, spans).slice(0, topModules))
      console.log(`${String(neverRun).padStart(24)} of ${String(bytes).padStart(6)} never ran  ${module}`)
  }
}

const percent = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
