import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'

import { db } from '@mocks/db'
import { server } from '@mocks/node'

import { addService, removeService } from './service-change'
import {
  givePartner,
  loseWriteAnswer,
  partnerTarget,
  recordWrites,
  recordsOf,
  refuseWrite,
  runStep,
  throughMockService,
} from './test-support'

throughMockService()

describe('adding a service to many partners', () => {
  test('makes a service map for the campaign; its undo deletes that map', async () => {
    const target = partnerTarget()
    givePartner('service-maps', target.id, [{ campaignId: 'CMP-OTHER' }])
    const writes = recordWrites()
    const outcome = await runStep(addService([target], 'CMP-FIT', 'Bike fitting'), target)
    const made = recordsOf('service-maps', target.id).find((map) => map.campaignId === 'CMP-FIT')
    expect(writes).toEqual([
      { method: 'POST', path: 'service-maps', body: { bpId: target.id, campaignId: 'CMP-FIT' } },
    ])
    expect(outcome).toEqual({
      kind: 'done',
      undo: [{ kind: 'delete', resource: 'service-maps', id: made!.id, created: made }],
    })
  })

  test('a partner running it already gets no second map, also when run twice', async () => {
    const target = partnerTarget()
    givePartner('service-maps', target.id, [])
    const change = addService([target], 'CMP-FIT')
    const first = await runStep(change, target)
    expect(await runStep(change, target)).toEqual(first)
    expect(await runStep(addService([target], 'CMP-FIT'), target)).toEqual({
      kind: 'skipped',
      reason: { kind: 'already' },
    })
    expect(recordsOf('service-maps', target.id)).toHaveLength(1)
  })

  test('a map that landed though its answer was lost is the run’s own on the retry, with its undo', async () => {
    const target = partnerTarget()
    givePartner('service-maps', target.id, [])
    const change = addService([target], 'CMP-FIT')
    loseWriteAnswer('service-maps')
    await expect(runStep(change, target)).rejects.toMatchObject({ kind: 'network' })
    const [landed, ...more] = recordsOf('service-maps', target.id)
    expect(more).toEqual([])

    expect(await runStep(change, target)).toMatchObject({
      kind: 'done',
      undo: [{ kind: 'delete', id: landed!.id }],
    })
    expect(recordsOf('service-maps', target.id)).toEqual([landed])
  })

  test('refreshes the service maps and the services read through them', () => {
    expect(addService([], 'CMP-FIT').resources).toEqual(['service-maps', 'services'])
    expect(addService([], 'CMP-FIT', 'Bike fitting').title).toEqual({
      key: 'detail:bulk.titles.addService',
      values: { name: 'Bike fitting' },
    })
  })
})

describe('removing a service from many partners', () => {
  test('deletes every map of the campaign and keeps each, as the service sent it, for the undo', async () => {
    const target = partnerTarget()
    const [first, other, second] = givePartner('service-maps', target.id, [
      { campaignId: 'CMP-FIT', note: 'kept' },
      { campaignId: 'CMP-OTHER' },
      { campaignId: 'CMP-FIT' },
    ])
    const outcome = await runStep(removeService([target], 'CMP-FIT'), target)
    expect(recordsOf('service-maps', target.id)).toEqual([other])
    expect(outcome).toEqual({
      kind: 'done',
      undo: [
        { kind: 'recreate', resource: 'service-maps', removed: first },
        { kind: 'recreate', resource: 'service-maps', removed: second },
      ],
    })
  })

  test('a delete that landed though its answer was lost is the run’s own on the retry: Undo brings the map back', async () => {
    const target = partnerTarget()
    const [map] = givePartner('service-maps', target.id, [{ campaignId: 'CMP-FIT' }])
    const change = removeService([target], 'CMP-FIT')
    loseWriteAnswer('service-maps')
    await expect(runStep(change, target)).rejects.toMatchObject({ kind: 'network' })
    expect(recordsOf('service-maps', target.id)).toEqual([])

    expect(await runStep(change, target)).toEqual({
      kind: 'done',
      undo: [{ kind: 'recreate', resource: 'service-maps', removed: map }],
    })
  })

  test('a map someone else deleted between the read and the delete is not the run’s to bring back', async () => {
    const target = partnerTarget()
    givePartner('service-maps', target.id, [{ campaignId: 'CMP-FIT' }])
    server.use(
      http.delete(
        'http://data.test/store/api/service-maps/:id',
        ({ params }) => {
          db.remove('service-maps', Number(params.id))
          return HttpResponse.json({ message: 'Not found' }, { status: 404 })
        },
        { once: true },
      ),
    )
    expect(await runStep(removeService([target], 'CMP-FIT'), target)).toEqual({
      kind: 'skipped',
      reason: { kind: 'nothing-to-change' },
    })
  })

  test('a partner not running it: nothing to change', async () => {
    const target = partnerTarget()
    givePartner('service-maps', target.id, [{ campaignId: 'CMP-OTHER' }])
    const writes = recordWrites()
    expect(await runStep(removeService([target], 'CMP-FIT'), target)).toEqual({
      kind: 'skipped',
      reason: { kind: 'nothing-to-change' },
    })
    expect(writes).toEqual([])
  })

  test('a step retried after failing part-way deletes the rest and keeps every undo', async () => {
    const target = partnerTarget()
    const maps = givePartner('service-maps', target.id, [
      { campaignId: 'CMP-FIT' },
      { campaignId: 'CMP-FIT' },
    ])
    const change = removeService([target], 'CMP-FIT')
    refuseWrite('service-maps', 2)
    await expect(runStep(change, target)).rejects.toMatchObject({ kind: 'server' })
    expect(await runStep(change, target)).toEqual({
      kind: 'done',
      undo: maps.map((removed) => ({ kind: 'recreate', resource: 'service-maps', removed })),
    })
    expect(recordsOf('service-maps', target.id)).toEqual([])
  })
})
