import tzLookup from '@photostructure/tz-lookup'

import { zoneWith, type ZoneAnswer, type ZoneQuestion } from './tz-lookup'

/** Answers each position with its zone (zone-at.ts), off the page's main thread. */
self.onmessage = ({ data }: MessageEvent<ZoneQuestion>) => {
  const { id, ...position } = data
  self.postMessage({ id, zone: zoneWith(tzLookup, position) } satisfies ZoneAnswer)
}
