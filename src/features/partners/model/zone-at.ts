import type { Position } from './place'
import { zoneWith, type ZoneAnswer, type ZoneQuestion } from './tz-lookup'

/** An IANA zone, or undefined where none is found. */
type Zone = string | undefined
type Waiting = { position: Position; answer: (zone: Zone | Promise<Zone>) => void }

let worker: Worker | null | undefined
const waiting = new Map<number, Waiting>()
let lastId = 0

/**
 * The lookup worker (tz-lookup.worker.ts), started on the first question and kept for the
 * next ones; null where none can run (no Worker, or the browser refused it).
 */
function lookupWorker(): Worker | null {
  if (worker !== undefined) return worker
  try {
    const started = new Worker(new URL('./tz-lookup.worker.ts', import.meta.url))
    started.onmessage = ({ data }: MessageEvent<ZoneAnswer>) => {
      waiting.get(data.id)?.answer(data.zone)
      waiting.delete(data.id)
    }
    started.onerror = () => {
      // It could not load or broke: this thread answers what it was asked, and what comes next.
      started.terminate()
      worker = null
      for (const [id, { position, answer }] of waiting) {
        waiting.delete(id)
        answer(zoneInThisThread(position))
      }
    }
    worker = started
  } catch {
    worker = null
  }
  return worker
}

/** The same lookup, its zone map loaded on demand into this thread. */
async function zoneInThisThread(position: Position): Promise<Zone> {
  const { default: tzLookup } = await import('@photostructure/tz-lookup')
  return zoneWith(tzLookup, position)
}

/**
 * The zone at a position, found off the main thread: tz-lookup's zone map (about 70 kB) took
 * 40-80 ms to evaluate at full speed, a task of its own right after a partner page's summary,
 * and 170-315 ms of a simulated phone's blocking time in Lighthouse (issue 12 §2). Where no
 * worker can run, the map is loaded on demand into this thread instead.
 */
export function zoneAt(position: Position): Promise<Zone> {
  const lookup = lookupWorker()
  if (!lookup) return zoneInThisThread(position)
  const id = ++lastId
  return new Promise((resolve) => {
    waiting.set(id, { position, answer: resolve })
    lookup.postMessage({ id, ...position } satisfies ZoneQuestion)
  })
}
