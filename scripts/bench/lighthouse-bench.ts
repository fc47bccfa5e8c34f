import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium, request } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium'
import { fullPartnerOfType } from '../../e2e/support/mock-data'

import { median, signIn, SITE, type Bench } from './harness'

/**
 * Issue 9: Lighthouse 12 on a list and a detail page, signed in, with its mobile and desktop
 * presets, against the build served by nginx (deploy/nginx) as the bench harness starts it.
 * Lighthouse drives a chromium of its own over the DevTools port; the user signs in there first
 * (the fake Cognito of the e2e suite), then the routes are removed so no request is intercepted
 * while Lighthouse measures. Median of RUNS runs per page and preset.
 */
const RUNS = 3
const DEBUGGING_PORT = 9333
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, mobileTbtMs: 150 }

type Scores = {
  performance: number
  accessibility: number
  bestPractices: number
  tbtMs: number
  lcpMs: number
}

export async function runLighthouseBench(_bench: Bench) {
  // Lighthouse is an ES module; tsx runs this file as CommonJS.
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')

  const api = await request.newContext()
  const { partner } = await fullPartnerOfType(api, 'store')
  await api.dispose()
  const pages = [
    ['list', '/dealers/'],
    ['detail', `/stores/detail/?id=${partner.id}`],
  ] as const

  const profile = await mkdtemp(path.join(tmpdir(), 'bp-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  })
  try {
    await signIn(context)
    await context.unrouteAll()

    console.log(`\nLighthouse ${RUNS} runs each, median (signed in, nginx, mocks at 0 ms)`)
    for (const [name, pagePath] of pages) {
      for (const [preset, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ] as const) {
        const runs: Scores[] = []
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            `${SITE}${pagePath}`,
            {
              port: DEBUGGING_PORT,
              output: 'json',
              logLevel: 'error',
              // Keep the signed-in session; the HTTP cache is still cleared for a cold load.
              disableStorageReset: true,
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
            },
            config,
          )
          const lhr = result?.lhr
          if (!lhr) throw new Error(`Lighthouse returned nothing for ${pagePath}`)
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
          runs.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          })
        }
        printScores(`${name} ${preset}`, runs, preset === 'mobile')
      }
    }
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
}

function printScores(label: string, runs: Scores[], mobile: boolean) {
  const of = (key: keyof Scores) => median(runs.map((run) => run[key]))
  const verdict = (value: number, target: number, atLeast = true) =>
    (atLeast ? value >= target : value < target) ? 'met' : 'missed'
  const performance = of('performance')
  const tbt = of('tbtMs')
  console.log(
    `  ${label.padEnd(16)} performance ${performance} (${verdict(performance, TARGETS.performance)})` +
      `  accessibility ${of('accessibility')} (${verdict(of('accessibility'), TARGETS.accessibility)})` +
      `  best practices ${of('bestPractices')} (${verdict(of('bestPractices'), TARGETS.bestPractices)})` +
      `  TBT ${tbt} ms${mobile ? ` (${verdict(tbt, TARGETS.mobileTbtMs, false)})` : ''}  LCP ${of('lcpMs')} ms`,
  )
}
