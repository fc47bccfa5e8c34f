import { en } from 'zod/locales'
import * as z from 'zod/mini'

/**
 * Imported first by every entry (gatsby-ssr, the test setup, and config/env for gatsby-node, the
 * Node scripts and `gatsby develop`), before any schema parses; the production browser bundle
 * has src/app/zod-browser-config.ts instead, which loads the messages later:
 * - jitless: zod v4 otherwise probes for and compiles each object parser with `new Function`,
 *   which a Content-Security-Policy without 'unsafe-eval' refuses and reports as a violation,
 *   and which costs start-up time for parsers a page runs on a few records.
 * - en: zod/mini carries no issue messages (every issue would read "Invalid input"); the English
 *   ones classic zod loaded by itself keep the log and .env messages naming what is wrong.
 */
z.config({ jitless: true, ...en() })
