import { describe, expect, test } from 'vitest'

import { db } from '@mocks/db'

import { changeStoreSettings, type StoreSettingsChanges } from './store-settings-change'
import {
  loseWriteAnswer,
  partnerTarget,
  recordWrites,
  recordsOf,
  runStep,
  throughMockService,
} from './test-support'

throughMockService()

/** The partner's one store config in the mock service, with `fields` set as the service sends them. */
function configWith(fields: Record<string, unknown> = {}) {
  const target = partnerTarget()
  const [config] = recordsOf('store-configs', target.id)
  return { target, config: db.patch('store-configs', config!.id, fields)! }
}

describe('changing store settings on many partners', () => {
  test('sends the record as the service sent it, unknown fields and development spellings kept', async () => {
    const { target, config } = configWith({
      gRAActive: false,
      legacyTier: { code: 'T2', since: '2019-01-01' },
      defaultWarehouse: 'WH-EU-DE',
    })
    const writes = recordWrites()
    const outcome = await runStep(changeStoreSettings([target], { GRAActive: true, blocked: 'all' }), target)
    const sent = { ...config, gRAActive: true, blocked: 'all' }
    expect(writes).toHaveLength(1)
    expect(writes[0]!.method).toBe('PUT')
    expect(writes[0]!.path).toBe(`store-configs/${config.id}`)
    // Byte for byte: the same fields in the same order, only the chosen ones changed.
    expect(JSON.stringify(writes[0]!.body)).toBe(JSON.stringify(sent))
    expect(outcome).toEqual({
      kind: 'done',
      undo: [{ kind: 'restore', resource: 'store-configs', id: config.id, before: config, after: sent }],
    })
  })

  test.each<[string, Record<string, unknown>, StoreSettingsChanges, string]>([
    ['a flag already on', { shopActive: true }, { shopActive: true }, 'already'],
    ['a flag off that is unset', { momentumOnly: null }, { momentumOnly: false }, 'already'],
    ['a blocking level already so', { blocked: 'invoice' }, { blocked: 'invoice' }, 'already'],
    [
      'an address already so, spaces aside',
      { emailShipment: 'ship@x.test' },
      { emailShipment: ' ship@x.test ' },
      'already',
    ],
    [
      'a contact slot already so',
      { consumerOrderContactEmails: { main: 'a@x.test' } },
      { main: 'a@x.test' },
      'already',
    ],
    [
      'an on for an e-mail setting that holds an address',
      { emailMarketing: 'm@x.test' },
      { emailMarketing: true },
      'nothing-to-change',
    ],
  ])('%s is not written', async (_, fields, changes, reason) => {
    const { target } = configWith(fields)
    const writes = recordWrites()
    expect(await runStep(changeStoreSettings([target], changes), target)).toEqual({
      kind: 'skipped',
      reason: { kind: reason },
    })
    expect(writes).toEqual([])
  })

  test.each<[string, Record<string, unknown>, StoreSettingsChanges, Record<string, unknown>]>([
    [
      'yes/no text keeps its spelling',
      { emailReporting: 'Y' },
      { emailReporting: false },
      { emailReporting: 'N' },
    ],
    [
      'yes/no text set to an address',
      { emailReporting: 'TRUE' },
      { emailReporting: 'r@x.test' },
      { emailReporting: 'r@x.test' },
    ],
    ['an address emptied', { emailShipment: 'ship@x.test' }, { emailShipment: '' }, { emailShipment: null }],
    [
      'a contact list stays a list',
      { consumerOrderContactEmails: ['a@x.test', 'b@x.test'] },
      { backup2: 'c@x.test' },
      { consumerOrderContactEmails: ['a@x.test', 'b@x.test', 'c@x.test'] },
    ],
    [
      'a contact record keeps its other slots',
      { consumerOrderContactEmails: { main: 'a@x.test', backup1: 'b@x.test', backup2: null } },
      { main: 'z@x.test' },
      { consumerOrderContactEmails: { main: 'z@x.test', backup1: 'b@x.test', backup2: null } },
    ],
    [
      'a contact name',
      { consumerOrderContactName: 'Lin' },
      { consumerOrderContactName: ' Chen ' },
      { consumerOrderContactName: 'Chen' },
    ],
  ])('%s, as the single form writes it', async (_, fields, changes, written) => {
    const { target, config } = configWith(fields)
    const writes = recordWrites()
    await runStep(changeStoreSettings([target], changes), target)
    expect(writes.map((write) => write.body)).toEqual([{ ...config, ...written }])
  })

  test('a partner without store settings gets none', async () => {
    const target = partnerTarget()
    for (const config of recordsOf('store-configs', target.id)) db.remove('store-configs', config.id)
    const writes = recordWrites()
    expect(await runStep(changeStoreSettings([target], { shopActive: true }), target)).toEqual({
      kind: 'skipped',
      reason: { kind: 'no-store-settings' },
    })
    expect(writes).toEqual([])
  })

  test('two steps on the same partner write once', async () => {
    const { target } = configWith({ shopActive: false })
    const writes = recordWrites()
    const change = changeStoreSettings([target], { shopActive: true })
    const first = await runStep(change, target)
    expect(await runStep(change, target)).toEqual(first)
    expect(await runStep(changeStoreSettings([target], { shopActive: true }), target)).toEqual({
      kind: 'skipped',
      reason: { kind: 'already' },
    })
    expect(writes).toHaveLength(1)
  })

  test('a PUT that landed though its answer was lost: the retry writes nothing and undoes to the first read', async () => {
    const { target, config } = configWith({ storeFinderActive: true })
    const change = changeStoreSettings([target], { storeFinderActive: false })
    loseWriteAnswer('store-configs')
    await expect(runStep(change, target)).rejects.toMatchObject({ kind: 'network' })
    const landed = db.get('store-configs', config.id)
    expect(landed).toMatchObject({ storeFinderActive: false })
    const writes = recordWrites()

    expect(await runStep(change, target)).toEqual({
      kind: 'done',
      undo: [{ kind: 'restore', resource: 'store-configs', id: config.id, before: config, after: landed }],
    })
    expect(writes).toEqual([])
  })

  test('the title counts the settings chosen', () => {
    expect(changeStoreSettings([], { shopActive: true, main: 'a@x.test', blocked: undefined }).title).toEqual(
      {
        key: 'detail:bulk.titles.changeStoreSettings',
        values: { count: 2 },
      },
    )
  })
})
