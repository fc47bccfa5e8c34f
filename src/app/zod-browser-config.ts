import * as z from 'zod/mini'

import { whenPhase } from '@/lib/page-load/phases'

/**
 * zod's settings in the browser bundle (gatsby-browser imports it first, in place of
 * src/entities/zod-config.ts): jitless at once, for the reasons zod-config.ts gives. The English issue
 * messages, which only logs and developers read (the UI shows the translated message of each
 * error kind), load once the page is idle after its first data: 1 kB gzip off every page's first
 * load. An issue raised before then reads "Invalid input".
 */
z.config({ jitless: true })

whenPhase('idle', () => {
  void import(/* webpackChunkName: "zod-messages" */ 'zod/v4/locales/en.js').then(
    ({ default: en }) => z.config(en()),
    // Offline and not kept by the offline worker: issues keep reading "Invalid input".
    () => undefined,
  )
})
