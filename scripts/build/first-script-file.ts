/**
 * Where gatsby-node (onPreBuild) leaves the first script of every page for gatsby-ssr, which
 * inlines it, and what it names the Intl warm-up worker it writes to public/. Its own module:
 * gatsby-ssr is bundled by webpack and must not reach esbuild.
 */
export const FIRST_SCRIPT_FILE = '.cache/first-script/first-script.js'

/** The Intl warm-up worker's file, named after its content's hash (20 hex digits, as webpack's). */
export const warmIntlWorkerName = (hash: string) => `warm-intl-${hash}.js`

/** Whether a file of public/ is an Intl warm-up worker. */
export const isWarmIntlWorker = (file: string) => /^warm-intl-[0-9a-f]{20}\.js$/.test(file)
