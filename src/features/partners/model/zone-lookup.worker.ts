import tzLookup from '@photostructure/tz-lookup'

import { zoneOnMap, type ZoneAnswer, type ZoneQuestion } from './zone-on-map'

/**
 * The zone map's worker (zone-lookup.ts): answers each position with its zone, off the page's
 * main thread. `self` is typed as a window here; a worker's postMessage takes the same message.
 */
self.addEventListener('message', ({ data }: MessageEvent<ZoneQuestion>) => {
  const answer: ZoneAnswer = { id: data.id, zone: zoneOnMap(tzLookup, data) }
  self.postMessage(answer)
})
