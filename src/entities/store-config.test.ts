import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { StoreConfigSchema } from './store-config'

describe('StoreConfigSchema', () => {
  test('renames defaultWarehouse to sourceWarehouseIds and hands out a list', () => {
    const parsed = StoreConfigSchema.parse({ id: 1, bpId: 2, defaultWarehouse: 'WH-TPE' })
    expect(parsed.sourceWarehouseIds).toEqual(['WH-TPE'])
    expect(parsed).not.toHaveProperty('defaultWarehouse')
  })

  test('splits a comma-separated warehouse string and keeps a list as it is', () => {
    expect(StoreConfigSchema.parse({ id: 1, defaultWarehouse: 'WH-A, WH-B' }).sourceWarehouseIds).toEqual([
      'WH-A',
      'WH-B',
    ])
    expect(StoreConfigSchema.parse({ id: 1, sourceWarehouseIds: ['WH-A'] }).sourceWarehouseIds).toEqual([
      'WH-A',
    ])
    expect(StoreConfigSchema.parse({ id: 1, defaultWarehouse: null }).sourceWarehouseIds).toEqual([])
  })

  test('renames gRAActive to GRAActive', () => {
    const parsed = StoreConfigSchema.parse({ id: 1, gRAActive: true })
    expect(parsed.GRAActive).toBe(true)
    expect(parsed).not.toHaveProperty('gRAActive')
  })

  test('prefers the spec spelling when both arrive', () => {
    const parsed = StoreConfigSchema.parse({ id: 1, gRAActive: true, GRAActive: false })
    expect(parsed.GRAActive).toBe(false)
  })

  test('hands out only spec names, whatever the spelling of the input', () => {
    const warehouses = fc.array(fc.stringMatching(/^[A-Z0-9-]{1,8}$/), { maxLength: 4 })
    fc.assert(
      fc.property(fc.boolean(), warehouses, fc.boolean(), fc.boolean(), (gra, list, devGra, devWarehouse) => {
        const input: Record<string, unknown> = { id: 7 }
        input[devGra ? 'gRAActive' : 'GRAActive'] = gra
        input[devWarehouse ? 'defaultWarehouse' : 'sourceWarehouseIds'] = list
        const parsed = StoreConfigSchema.parse(input)
        expect(parsed.GRAActive).toBe(gra)
        expect(parsed.sourceWarehouseIds).toEqual(list)
        expect(Object.keys(parsed)).not.toContain('gRAActive')
        expect(Object.keys(parsed)).not.toContain('defaultWarehouse')
      }),
    )
  })

  test('accepts the three blocked levels only', () => {
    for (const blocked of ['no', 'invoice', 'all']) {
      expect(StoreConfigSchema.safeParse({ id: 1, blocked }).success).toBe(true)
    }
    expect(StoreConfigSchema.safeParse({ id: 1, blocked: 'yes' }).success).toBe(false)
  })

  test('reads the consumer order contact emails as main and two backups, without checking their format', () => {
    const parsed = StoreConfigSchema.parse({
      id: 1,
      consumerOrderContactEmails: { main: 'orders@velo-lyon.fr', backup1: 'not an email', backup2: null },
    })
    expect(parsed.consumerOrderContactEmails).toEqual({
      main: 'orders@velo-lyon.fr',
      backup1: 'not an email',
      backup2: null,
    })
  })

  test('reads the consumer order contact emails sent as a list of up to three, in that order', () => {
    const parsed = StoreConfigSchema.parse({
      id: 1,
      consumerOrderContactEmails: ['orders@velo-lyon.fr', 'backup@velo-lyon.fr'],
    })
    expect(parsed.consumerOrderContactEmails).toEqual({
      main: 'orders@velo-lyon.fr',
      backup1: 'backup@velo-lyon.fr',
      backup2: undefined,
    })
    const four = ['a@x.fr', 'b@x.fr', 'c@x.fr', 'd@x.fr']
    expect(StoreConfigSchema.safeParse({ id: 1, consumerOrderContactEmails: four }).success).toBe(false)
  })

  test('drops fields the spec does not know', () => {
    expect(StoreConfigSchema.parse({ id: 1, legacyFlag: 1 })).not.toHaveProperty('legacyFlag')
  })
})
