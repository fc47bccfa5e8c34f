import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { COMPILE_HINT } from '../scripts/build/compile-hints'
import { checkBudget, type WebpackStats } from '../scripts/bundle-budget/first-load'
import { firstLoadScriptsOf, measureFirstLoad } from '../scripts/bundle-budget/read-build'

import { SITE_DIR } from './support/site'

/**
 * The first-load budget: the JavaScript a list page and a detail page need before their first
 * data, read from the production build's chunk graph (and the page's inline scripts), no browser:
 * it cannot flake. Code added later (editing, search) must load on demand, outside it.
 *
 * The budget is 170 kB gzip, half of what the react-admin reference loads (338.7 kB, as
 * `npm run bench` prints it), met since axios loads on demand. React 18 (docs/decisions/017)
 * brought both pages under 146 kB: the guard holds that gain at 151 kB, the list's 150 kB and
 * what roles added to it (the role the first token grants, and the room a table keeps for an
 * editor's boxes until then: docs/decisions/025). Any growth past it fails the run, and the
 * listing names what grew.
 */
const BUDGET_BYTES = 151_000
const PAGES = ['/dealers/', '/dealers/detail/']

/**
 * Code no page needs before its first data: axios loads on demand (a page's first data is read
 * from the requests its document started), the sign-in library, the map's atlas and projection,
 * the time-zone lookup, the toaster, and the header's avatar and the list's menus (their disclosure
 * and its positioning) after the first data.
 */
const OFF_FIRST_LOAD = [
  'npm:axios',
  'npm:aws-amplify',
  'npm:@aws-amplify/auth',
  'npm:d3-geo',
  'npm:world-atlas',
  'npm:@photostructure/tz-lookup',
  'npm:react-hot-toast',
  'npm:@headlessui/react',
  'npm:@floating-ui/dom',
  'src/features/auth/user-menu.tsx',
  'src/components/ui/use-disclosure.ts',
  // The overview's charts: only its own page loads them, after its first script.
  'npm:d3-scale',
  'npm:d3-interpolate',
  'npm:d3-color',
  'npm:d3-format',
]

for (const page of PAGES) {
  test(`${page} needs at most ${BUDGET_BYTES / 1000} kB of JavaScript before its first data`, () => {
    const { withinBudget, report } = checkBudget(page, measureFirstLoad(SITE_DIR, page), BUDGET_BYTES)
    // The figure on every run; the full listing on failure.
    console.info(report.split('\n')[0])
    expect(withinBudget, report).toBe(true)
  })
}

for (const page of PAGES) {
  test(`${page} loads the HTTP library and the other later code after its first data`, () => {
    const modules = measureFirstLoad(SITE_DIR, page, { topModules: Infinity }).flatMap((script) =>
      script.modules.map(({ module }) => module),
    )
    expect(
      modules.filter(
        (module) => OFF_FIRST_LOAD.includes(module) || module.startsWith('src/features/overview/'),
      ),
    ).toEqual([])
  })
}

/**
 * The overview (docs/decisions/023) is held to every page's budget before its first script has
 * run (its page chunk is the layout's, 137.6 kB when it came); its screen, the counting and the
 * chart scales follow in a chunk of their own (22 kB gzip then), asked for as the page renders.
 */
test(`/overview/ needs at most ${BUDGET_BYTES / 1000} kB of JavaScript before its screen's own code`, () => {
  const { withinBudget, report } = checkBudget(
    '/overview/',
    measureFirstLoad(SITE_DIR, '/overview/'),
    BUDGET_BYTES,
  )
  console.info(report.split('\n')[0])
  expect(withinBudget, report).toBe(true)
})

/**
 * V8 compiles every function of a page's first-load scripts while they stream in, off the main
 * thread (scripts/build/compile-hints.ts, docs/decisions/011); code loaded on demand stays lazily
 * compiled.
 */
/** The build's chunk graph (webpack stats). */
const readStats = () =>
  JSON.parse(readFileSync(path.join(SITE_DIR, 'webpack.stats.json'), 'utf8')) as WebpackStats

test("every script of a page's first load, and none loaded later, asks V8 to compile it at once", () => {
  const stats = readStats()
  const firstLoad = new Set(PAGES.flatMap((page) => firstLoadScriptsOf(SITE_DIR, page, stats)))
  const hinted = (file: string) =>
    readFileSync(path.join(SITE_DIR, file), 'utf8').startsWith(`${COMPILE_HINT}\n`)
  expect([...firstLoad].filter((file) => !hinted(file))).toEqual([])
  const later = ['http-client', 'zod-messages'].map((name) => {
    const file = stats.namedChunkGroups[name]?.assets.find((asset) => asset.name.endsWith('.js'))?.name
    if (!file) throw new Error(`no chunk named ${name} in the build`)
    return file
  })
  expect(later.filter(hinted)).toEqual([])
})

/**
 * The document asks for every script of its first load itself, each at high priority
 * (docs/decisions/014); at the default (low, for async and defer scripts) Chromium holds them back
 * over HTTP/1.1 while the head's requests are in flight (scripts/build/script-priority.ts).
 */
for (const page of [...PAGES, ...PAGES.map((path) => `/zh-TW${path}`)]) {
  test(`${page} asks for each script of its first load at high priority`, () => {
    const html = readFileSync(path.join(SITE_DIR, page, 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"[^>]*>/g)].map(([tag, file]) => ({
      file,
      urgent: /\bfetchpriority="high"/.test(tag),
    }))
    expect(scripts.map(({ file }) => file).sort()).toEqual(firstLoadScriptsOf(SITE_DIR, page).sort())
    expect(scripts.filter(({ urgent }) => !urgent)).toEqual([])
  })
}
