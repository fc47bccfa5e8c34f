/**
 * Debian chromium as every browser run here starts it (e2e, the dev check, the bench): no
 * browser is ever downloaded (this machine reaches no host but the npm registry), and nothing
 * phones home.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The end-to-end suites' browser: the same chromium build without its window (Debian's
 * chromium-headless-shell, the "old" headless mode). It runs the same Blink, V8 and network
 * code, but no browser UI behind each page, and takes about a sixth less CPU per test, on the 2
 * cores that bound the suite's time (docs/decisions/028). Measured figures (the bench,
 * Lighthouse) keep the full browser users run, and so does the one test of what a window adds
 * (classic-scrollbars.spec.ts).
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell'

/**
 * The features Playwright turns off when it starts chromium (playwright-core's
 * chromiumSwitches.ts; chromium.test.ts checks this copy against the installed version).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 gives every new window (each Playwright context is one) a renderer of its own for
 * the address bar's suggestion popup, drawn as a web page: CPU time for every context, spent
 * while that context's first page loads. On 2 cores it slowed every test and every measured
 * visit, the bench's early figures most. No user pays it for a page: their window is open.
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium reads only the last --disable-features, so this one repeats Playwright's.
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
]

/**
 * The end-to-end suites' switches: a browser context's pages share one renderer process for as
 * long as the context lives (a worker's shared context, shared-context.ts, serves test after
 * test). A test's new page then runs in the process the last test's pages ran in, which has
 * started and compiled the site's scripts already, instead of a new process doing it again:
 * about 0.1 CPU-s a test, 45 of the e2e suite's 317 CPU-s (docs/decisions/035). Contexts still
 * never share a process (chromium keeps storage partitions apart), and pages sharing one are as
 * apart as the tabs chromium puts in one process when memory is short.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--renderer-process-limit=1']
