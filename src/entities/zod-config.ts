import { config } from 'zod'

/**
 * Imported first by every entry (gatsby-browser, gatsby-ssr, the test setup), before any schema
 * exists: zod v4 otherwise probes for and compiles each object parser with `new Function`,
 * which a Content-Security-Policy without 'unsafe-eval' refuses and reports as a violation,
 * and which costs start-up time for parsers a page runs on a few records.
 */
config({ jitless: true })
