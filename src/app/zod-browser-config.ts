import * as z from 'zod/mini'

import { loadAfterFirstAnswer } from '@/lib/after-first-answer'

/**
 * zod's settings in the browser bundle (gatsby-browser imports it first, in place of
 * src/entities/zod-config.ts): jitless at once, for the reasons zod-config.ts gives. The English issue
 * messages, which only logs and developers read (the UI shows the translated message of each
 * error kind), load after the page's first answer: 1 kB gzip off every page's first load
 * (e2e/first-load-budget.spec.ts). An issue raised before then reads "Invalid input".
 */
z.config({ jitless: true })

loadAfterFirstAnswer(() =>
  import(/* webpackChunkName: "zod-messages" */ 'zod/v4/locales/en.js').then(({ default: en }) =>
    z.config(en()),
  ),
)
