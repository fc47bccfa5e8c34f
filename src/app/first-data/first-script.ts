import { BOOT_SETTINGS, bootPage, preloadPageData } from '../boot-script'

import type { FirstDataSettings } from './first-data-settings'
import { startFirstData } from './start-first-data'
import { warmIntlWhileScriptsLoad } from './warm-intl'

/** The build's settings, parsed by env.ts at build time (scripts/build/first-script.ts). */
declare const __FIRST_DATA_SETTINGS__: FirstDataSettings
/** The address of the Intl warm-up worker of this build (warm-intl-worker.ts, named by its hash). */
declare const __WARM_INTL_WORKER_URL__: string

/**
 * The first script of every page of a production build, inline in its head before Gatsby's own:
 * bundled by gatsby-node (scripts/build/first-script.ts) from the app's own modules, so every
 * rule it applies (language, list state, filters, token reuse, paths) is the app's, written once.
 * A page that is leaving for its language's address starts nothing. The page's first data leaves
 * first (after the address is settled: the query it restores is the data's); what the app needs
 * later comes after it.
 */
if (bootPage(BOOT_SETTINGS)) {
  startFirstData(window.location, __FIRST_DATA_SETTINGS__)
  preloadPageData()
  warmIntlWhileScriptsLoad(__WARM_INTL_WORKER_URL__, document.documentElement.lang)
}
