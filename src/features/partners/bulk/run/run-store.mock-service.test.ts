import { afterEach, describe, expect, test, vi } from 'vitest'

import { createHandlers, handlerOptionsFromEnv } from '@mocks/create-handlers'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { WriteRefusals } from '@mocks/write-refusals'
import { getEnv } from '@/config/env'
import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { dataService } from '@/lib/data-service/resource-client'
import { createQueryClient } from '@/lib/query-client'

import type { BulkChange, BulkTarget, StepOutcome } from './bulk-change'
import { dismissRun, retryFailed, startBulkChange, useBulkRunStore, type RunSettings } from './run-store'

/** A campaign no seeded partner runs. */
const CAMPAIGN = 'BULK-TEST-CAMPAIGN'

/** Adds the campaign to a partner, as a bulk "add a service" would: read first, write only if missing. */
async function addService(target: BulkTarget, signal: AbortSignal): Promise<StepOutcome> {
  const maps = await dataService['service-maps'].list(
    { filters: { bpId: [String(target.id)] }, pageSize: 100 },
    { signal },
  )
  if (maps.list.some((map) => map.campaignId === CAMPAIGN))
    return { kind: 'skipped', reason: { kind: 'already' } }
  const created = await dataService['service-maps'].create(
    { bpId: target.id, campaignId: CAMPAIGN },
    { signal },
  )
  return {
    kind: 'done',
    undo: [
      {
        kind: 'delete',
        resource: 'service-maps',
        id: created.id,
        created: created.$received?.raw ?? created,
      },
    ],
  }
}

/** The runner's clock moves as far as it waits, so Retry-After: 1 costs the test nothing. */
function virtualClock() {
  let now = 0
  const waits: number[] = []
  const settings: RunSettings = {
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms)
      now += ms
    },
    random: () => 0,
  }
  return { settings, waits }
}

const ended = () =>
  vi.waitFor(() => expect(useBulkRunStore.getState().run?.status).toBe('finished'), { timeout: 15_000 })

afterEach(() => {
  dismissRun()
  useBulkRunStore.setState({ lastChange: undefined })
})

// About a hundred requests through the real gateway: under a second alone, several on a busy CI.
describe('a bulk change against the mock data service refusing every 5th write', () => {
  test('every partner ends done exactly once after retry failed, with one record written each', async () => {
    server.use(...createHandlers({ ...handlerOptionsFromEnv(getEnv()), writeRefusals: new WriteRefusals(5) }))
    installHttpGateway()
    const targets = db
      .list('business-partners')
      .slice(0, 30)
      .map(({ id, name, accountNum }) => ({ id, name, accountNum }) as BulkTarget)
    const change: BulkChange = {
      title: { key: 'bulk:test' },
      targets,
      step: addService,
      resources: ['service-maps'],
    }
    const { settings, waits } = virtualClock()

    expect(startBulkChange(change, createQueryClient(), settings)).toBe(true)
    await ended()
    const first = useBulkRunStore.getState().run!
    // The 429's Retry-After: 1 came through msw and axios as a 1 s hold; 500s were tried again.
    expect(waits).toContain(1_000)
    expect(first.failed).toBeGreaterThan(0)
    expect(
      first.results
        .filter((line) => line.kind === 'failed')
        .map((line) => line.kind === 'failed' && line.reason.key),
    ).toEqual(Array(first.failed).fill('data:errors.server'))

    for (let retries = 0; useBulkRunStore.getState().run!.failed > 0 && retries < 5; retries += 1) {
      expect(retryFailed()).toBe(true)
      await ended()
    }

    const run = useBulkRunStore.getState().run!
    expect(run).toMatchObject({ total: 30, done: 30, skipped: 0, failed: 0, canUndo: true })
    expect(run.results.map((line) => line.target.id).sort((a, b) => a - b)).toEqual(
      targets.map((target) => target.id).sort((a, b) => a - b),
    )
    for (const target of targets) {
      const written = db
        .list('service-maps')
        .filter((map) => map.bpId === target.id && map.campaignId === CAMPAIGN)
      expect(written, `partner ${target.id}`).toHaveLength(1)
    }
  }, 20_000)
})
