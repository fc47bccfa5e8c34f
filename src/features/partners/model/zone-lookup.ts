import type { Position } from './place'
import { zoneOnMap, type ZoneAnswer, type ZoneQuestion } from './zone-on-map'

/** How long a worker's answer may take before the page looks the zone up itself. */
const WORKER_TIMEOUT_MS = 5_000

let worker: Worker | undefined
let workerFailed = false
let lastId = 0
const waiting = new Map<number, (reply: WorkerReply) => void>()

/**
 * The zone map is 73 kB of script whose evaluation and first lookup took one 75-140 ms task of a
 * partner's page on a phone (Lighthouse, issue 12 §2). A worker evaluates it off the main thread,
 * once per document. Where no worker can start (an old browser, a test environment), or it fails
 * or does not answer, the page loads the map itself, as before.
 */
export async function zoneAtPosition(position: Position): Promise<string | undefined> {
  const fromWorker = workerFailed ? undefined : askWorker(position)
  const answer = fromWorker ? await fromWorker : { answered: false as const }
  if (answer.answered) return answer.zone
  const { default: tzLookup } = await import('@photostructure/tz-lookup')
  return zoneOnMap(tzLookup, position)
}

type WorkerReply = { answered: true; zone: string | undefined } | { answered: false }

function askWorker(position: Position): Promise<WorkerReply> | undefined {
  const current = zoneWorker()
  if (!current) return undefined
  const id = ++lastId
  return new Promise<WorkerReply>((resolve) => {
    const timer = setTimeout(() => settle({ answered: false }), WORKER_TIMEOUT_MS)
    function settle(reply: WorkerReply) {
      clearTimeout(timer)
      waiting.delete(id)
      resolve(reply)
    }
    waiting.set(id, settle)
    current.postMessage({ id, ...position } satisfies ZoneQuestion)
  })
}

function zoneWorker(): Worker | undefined {
  if (worker) return worker
  if (typeof Worker !== 'function') return undefined
  try {
    worker = new Worker(new URL('./zone-lookup.worker.ts', import.meta.url), { name: 'zone-lookup' })
  } catch {
    workerFailed = true
    return undefined
  }
  worker.addEventListener('message', ({ data }: MessageEvent<ZoneAnswer>) =>
    waiting.get(data.id)?.({ answered: true, zone: data.zone }),
  )
  worker.addEventListener('error', () => {
    // This question and every later one go to the page's own lookup.
    workerFailed = true
    worker?.terminate()
    for (const settle of [...waiting.values()]) settle({ answered: false })
  })
  return worker
}
