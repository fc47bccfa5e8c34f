import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import type { ZoneAnswer, ZoneQuestion } from './zone-on-map'

const TAIPEI = { latitude: 25.033, longitude: 121.5654 }

/** A stand-in for the zone worker: records what it is asked, and answers as a test says. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = []
  asked: ZoneQuestion[] = []
  terminated = false
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super()
    FakeWorker.started.push(this)
  }
  postMessage(question: ZoneQuestion) {
    this.asked.push(question)
  }
  terminate() {
    this.terminated = true
  }
  answer(answer: ZoneAnswer) {
    this.dispatchEvent(new MessageEvent('message', { data: answer }))
  }
  fail() {
    this.dispatchEvent(new Event('error'))
  }
}

/** zone-lookup keeps one worker per document: each test gets a fresh module. */
async function freshZoneLookup() {
  vi.resetModules()
  return import('./zone-lookup')
}

/** Lets the lookup reach its worker (or its own map) before a test looks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  FakeWorker.started = []
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('zoneAtPosition', () => {
  test("takes the worker's answer, from one worker for every question", async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const { zoneAtPosition } = await freshZoneLookup()

    const first = zoneAtPosition(TAIPEI)
    const second = zoneAtPosition({ latitude: 52.52, longitude: 13.405 })
    const [worker] = FakeWorker.started
    expect(FakeWorker.started).toHaveLength(1)
    expect(worker!.url.pathname).toMatch(/zone-lookup\.worker\.ts$/)
    expect(worker!.asked).toEqual([
      { id: 1, ...TAIPEI },
      { id: 2, latitude: 52.52, longitude: 13.405 },
    ])

    worker!.answer({ id: 2, zone: 'Europe/Berlin' })
    worker!.answer({ id: 1, zone: 'Asia/Taipei' })
    await expect(first).resolves.toBe('Asia/Taipei')
    await expect(second).resolves.toBe('Europe/Berlin')
  })

  test("passes on the worker's answer that the position has no zone", async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const { zoneAtPosition } = await freshZoneLookup()

    const zone = zoneAtPosition({ latitude: 45, longitude: -30 })
    FakeWorker.started[0]!.answer({ id: 1, zone: undefined })
    await expect(zone).resolves.toBeUndefined()
  })

  test('looks the zone up itself where no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError')
        }
      },
    )
    const { zoneAtPosition } = await freshZoneLookup()
    await expect(zoneAtPosition(TAIPEI)).resolves.toBe('Asia/Taipei')
  })

  test('looks the zone up itself without Worker at all', async () => {
    vi.stubGlobal('Worker', undefined)
    const { zoneAtPosition } = await freshZoneLookup()
    await expect(zoneAtPosition(TAIPEI)).resolves.toBe('Asia/Taipei')
  })

  test('answers the waiting questions and every later one itself once the worker fails', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const { zoneAtPosition } = await freshZoneLookup()

    const waiting = zoneAtPosition(TAIPEI)
    const [worker] = FakeWorker.started
    worker!.fail()
    await expect(waiting).resolves.toBe('Asia/Taipei')
    expect(worker!.terminated).toBe(true)

    await expect(zoneAtPosition({ latitude: 52.52, longitude: 13.405 })).resolves.toBe('Europe/Berlin')
    expect(FakeWorker.started).toHaveLength(1)
    expect(worker!.asked).toHaveLength(1)
  })

  test('looks the zone up itself when the worker does not answer in time', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('Worker', FakeWorker)
    const { zoneAtPosition } = await freshZoneLookup()

    const zone = zoneAtPosition(TAIPEI)
    await vi.advanceTimersByTimeAsync(5_000)
    vi.useRealTimers()
    await settle()
    await expect(zone).resolves.toBe('Asia/Taipei')
  })
})
