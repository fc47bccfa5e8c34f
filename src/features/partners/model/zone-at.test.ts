import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import type { ZoneAnswer, ZoneQuestion } from './tz-lookup'

const TAIPEI = { latitude: 25.033, longitude: 121.5654 }
const BERLIN = { latitude: 52.52, longitude: 13.405 }

/** A lookup worker this test answers for; `started` holds each one made. */
class FakeWorker {
  static started: FakeWorker[] = []
  url: URL
  asked: ZoneQuestion[] = []
  terminated = false
  onmessage: ((event: { data: ZoneAnswer }) => void) | null = null
  onerror: (() => void) | null = null
  constructor(url: URL) {
    this.url = url
    FakeWorker.started.push(this)
  }
  postMessage(question: ZoneQuestion) {
    this.asked.push(question)
  }
  terminate() {
    this.terminated = true
  }
  answer(id: number, zone: string | undefined) {
    this.onmessage?.({ data: { id, zone } })
  }
}

/** zone-at keeps its worker for the page's life: each test loads it afresh. */
const loadZoneAt = async () => (await import('./zone-at')).zoneAt

beforeEach(() => {
  vi.resetModules()
  FakeWorker.started = []
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('zoneAt', () => {
  test('asks one worker, kept for the next questions, and matches its answers by id', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const zoneAt = await loadZoneAt()

    const taipei = zoneAt(TAIPEI)
    const berlin = zoneAt(BERLIN)
    const [worker] = FakeWorker.started
    expect(FakeWorker.started).toHaveLength(1)
    expect(worker?.url.pathname).toMatch(/tz-lookup\.worker\.ts$/)
    const [first, second] = worker?.asked ?? []
    expect(first).toMatchObject(TAIPEI)
    expect(second).toMatchObject(BERLIN)

    // Answers in any order reach the question they answer.
    worker?.answer(second?.id ?? -1, 'Europe/Berlin')
    worker?.answer(first?.id ?? -1, 'Asia/Taipei')
    await expect(taipei).resolves.toBe('Asia/Taipei')
    await expect(berlin).resolves.toBe('Europe/Berlin')
  })

  test('answers in this thread what a failing worker was asked, and everything after', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const zoneAt = await loadZoneAt()

    const taipei = zoneAt(TAIPEI)
    const [worker] = FakeWorker.started
    worker?.onerror?.()

    await expect(taipei).resolves.toBe('Asia/Taipei')
    expect(worker?.terminated).toBe(true)
    await expect(zoneAt(BERLIN)).resolves.toBe('Europe/Berlin')
    expect(FakeWorker.started).toHaveLength(1)
  })

  test('looks up in this thread where no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError')
        }
      },
    )
    const zoneAt = await loadZoneAt()

    await expect(zoneAt(TAIPEI)).resolves.toBe('Asia/Taipei')
  })

  test('finds no zone at sea, where tz-lookup answers Etc/GMT±N', async () => {
    const zoneAt = await loadZoneAt()

    await expect(zoneAt({ latitude: 0, longitude: -30 })).resolves.toBeUndefined()
  })
})
