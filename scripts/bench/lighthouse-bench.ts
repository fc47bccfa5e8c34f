import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium'

import { portalPages, REFERENCE_PATHS, type PortalPages } from './apps'
import { median, type Figure } from './figures'
import { signIn, SITE, type Bench } from './harness'

/**
 * Lighthouse 12 on the portal's list and detail pages, signed in, with its mobile and desktop
 * presets, and with the mobile preset on the react-admin reference's list and show page (the
 * issue's table), against the builds served by nginx as the bench harness starts them. Lighthouse
 * drives a chromium of its own over the DevTools port; the user signs in there first (the fake
 * Cognito of the e2e suite, served by this process: no request is intercepted while Lighthouse
 * measures). Median of BENCH_LIGHTHOUSE_RUNS (3) runs per page and preset, the runs of
 * both apps interleaved so they fall within the same minutes. Every run is a cold visit, as the
 * issue's table is ("cache off"): Lighthouse clears the HTTP cache before each, and service
 * workers are blocked (see the context below). Do not set Lighthouse's disableStorageReset to
 * keep the session: it keeps the HTTP cache too, and every run then takes its scripts from disk.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
/** Where each run's full report goes, for its long tasks and diagnostics (BENCH_LIGHTHOUSE_REPORTS). */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS
const DEBUGGING_PORT = 9333
const ATTEMPTS = 3
const TARGETS = {
  performance: 95,
  desktopPerformance: 100,
  accessibility: 100,
  bestPractices: 95,
  tbtMs: 200,
}

type Scores = {
  performance: number
  accessibility: number
  bestPractices: number
  tbtMs: number
  lcpMs: number
}

type Audit = {
  app: 'portal' | 'react-admin'
  page: 'list' | 'detail'
  preset: 'mobile' | 'desktop'
  url: string
}

const keyOf = (audit: Omit<Audit, 'url'>) => `${audit.app} ${audit.page} ${audit.preset}`

/** One round: each page of each app once, the reference's page right after the portal's. */
function auditsOf(bench: Bench, pages: PortalPages): Audit[] {
  const reference = bench.reference?.origin
  return (['list', 'detail'] as const).flatMap((page) => [
    { app: 'portal', page, preset: 'mobile', url: `${SITE}${pages[page]}` } as const,
    ...(reference
      ? [{ app: 'react-admin', page, preset: 'mobile', url: `${reference}${REFERENCE_PATHS[page]}` } as const]
      : []),
    { app: 'portal', page, preset: 'desktop', url: `${SITE}${pages[page]}` } as const,
  ])
}

export async function runLighthouseBench(bench: Bench): Promise<Figure[]> {
  // Lighthouse is an ES module; tsx runs this file as CommonJS.
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')

  const pages = await portalPages()
  const profile = await mkdtemp(path.join(tmpdir(), 'bp-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...bench.cognitoHosts.launchArgs, `--remote-debugging-port=${DEBUGGING_PORT}`],
    // No offline worker, as in the compare bench: one installed by an earlier visit serves the
    // scripts from its cache with code caches (main-thread time per script to consume them, a
    // returning visit's cost), and one installed during a run precaches the site in the middle
    // of what Lighthouse measures. react-admin has no worker.
    serviceWorkers: 'block',
  })
  /**
   * One Lighthouse run. A run whose trace failed (NO_NAVSTART now and then on the busy shared
   * machine) is run again, up to ATTEMPTS times, rather than losing the whole bench.
   */
  const measure = async (audit: Audit): Promise<Scores> => {
    for (let attempt = 1; ; attempt += 1) {
      const result = await lighthouse(
        audit.url,
        {
          port: DEBUGGING_PORT,
          output: 'json',
          logLevel: 'error',
          // Lighthouse's storage reset (kept on) clears the HTTP cache, the service workers and
          // Cache Storage before each run; localStorage, where the signed-in session is, is not
          // among the types it clears (clearStorageTypes), so the user stays signed in.
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        audit.preset === 'desktop' ? desktopConfig : undefined,
      )
      const lhr = result?.lhr
      if (lhr && !lhr.runtimeError) {
        if (REPORTS) {
          await mkdir(REPORTS, { recursive: true })
          const name = `${keyOf(audit).replaceAll(' ', '-')}-${Date.now()}.json`
          await writeFile(path.join(REPORTS, name), JSON.stringify(lhr))
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        return {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        }
      }
      const problem = lhr?.runtimeError?.message ?? 'no result'
      if (attempt >= ATTEMPTS) throw new Error(`Lighthouse on ${audit.url}: ${problem}`)
      console.log(`  Lighthouse on ${audit.url} (${audit.preset}): ${problem}; running it again`)
    }
  }
  const scores = new Map<string, Scores[]>()
  try {
    await signIn(context, bench.cognitoHosts)
    for (let run = 0; run < RUNS; run += 1) {
      for (const audit of auditsOf(bench, pages)) {
        const key = keyOf(audit)
        scores.set(key, [...(scores.get(key) ?? []), await measure(audit)])
      }
    }
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }

  console.log(`\nLighthouse 12, median of ${RUNS} runs each (signed in, nginx, mocks at 0 ms)`)
  const of = (audit: Omit<Audit, 'url'>, key: keyof Scores) => {
    const runs = scores.get(keyOf(audit))
    return runs ? median(runs.map((run) => run[key])) : undefined
  }
  for (const key of scores.keys()) printScores(key, scores.get(key) ?? [])
  return (['list', 'detail'] as const).flatMap((page): Figure[] => {
    const label = `Lighthouse mobile ${page}${page === 'detail' ? ' (react-admin: show page)' : ''}`
    const mobile = (app: Audit['app'], key: keyof Scores) => of({ app, page, preset: 'mobile' }, key)
    return [
      {
        label: `${label}: performance`,
        unit: 'score',
        portal: mobile('portal', 'performance') ?? NaN,
        reference: mobile('react-admin', 'performance'),
        target: { atLeast: TARGETS.performance },
      },
      {
        label: `${label}: TBT`,
        unit: 'ms',
        portal: mobile('portal', 'tbtMs') ?? NaN,
        reference: mobile('react-admin', 'tbtMs'),
        target: { below: TARGETS.tbtMs },
      },
      {
        label: `Lighthouse desktop ${page}: performance`,
        unit: 'score',
        portal: of({ app: 'portal', page, preset: 'desktop' }, 'performance') ?? NaN,
        target: { atLeast: TARGETS.desktopPerformance },
      },
    ]
  })
}

/** Every category of one page and preset, for what the table leaves out. */
function printScores(label: string, runs: Scores[]) {
  const of = (key: keyof Scores) => median(runs.map((run) => run[key]))
  const verdict = (value: number, target: number) => (value >= target ? 'met' : 'missed')
  console.log(
    `  ${label.padEnd(26)} performance ${of('performance')}` +
      `  accessibility ${of('accessibility')} (${verdict(of('accessibility'), TARGETS.accessibility)})` +
      `  best practices ${of('bestPractices')} (${verdict(of('bestPractices'), TARGETS.bestPractices)})` +
      `  TBT ${of('tbtMs')} ms  LCP ${of('lcpMs')} ms`,
  )
}
