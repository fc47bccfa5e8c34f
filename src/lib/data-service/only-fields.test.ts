import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { onlyFields } from './only-fields'
import { resources } from './resources'
import { isUnreadable, recordReader } from './tolerant-read'

// An unreadable field is logged (once); the log itself is not what these tests are about.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('reading only some fields', () => {
  const hours = recordReader(
    'opening-hours',
    onlyFields(resources['opening-hours'], ['weekday', 'morningFrom']),
  )
  const settings = recordReader('store-configs', onlyFields(resources['store-configs'], ['shopActive']))

  test('reads those fields and what identifies the record, under the spec names, and keeps what came', () => {
    const sent = {
      id: 7,
      axOpeningHourId: 'R1',
      weekday: 'mon',
      morningFrom: '9:00',
      eveningTo: 'late',
      gsc: 3,
    }
    const result = hours(sent)
    expect(result).toEqual({
      ok: true,
      record: { id: 7, weekday: 'mon', morningFrom: '9:00', $received: { raw: sent, unreadable: [] } },
    })
    const config = settings({ id: 2, bpId: 5, shopActive: true, radius: 'far', emailShipment: 3 })
    expect(config.ok && config.record).toMatchObject({ id: 2, bpId: 5, shopActive: true })
    expect(config.ok && Object.keys(config.record).sort()).toEqual(['$received', 'bpId', 'id', 'shopActive'])
  })

  test('takes a development spelling to the spec name of a field it reads', () => {
    const warehouses = recordReader(
      'store-configs',
      onlyFields(resources['store-configs'], ['sourceWarehouseIds']),
    )({ id: 1, defaultWarehouse: 'WH-01,WH-02' })
    expect(warehouses.ok && warehouses.record.sourceWarehouseIds).toEqual(['WH-01', 'WH-02'])
    const row = recordReader(
      'opening-hours',
      onlyFields(resources['opening-hours'], ['axOpeningHourRecId']),
    )({
      id: 3,
      axOpeningHourId: 'R1',
    })
    expect(row.ok && row.record.axOpeningHourRecId).toBe('R1')
  })

  test('a field it reads can still be unreadable, and a record without its id is still refused', () => {
    const result = hours({ id: 7, weekday: 'someday', morningFrom: '9:00' })
    expect(result.ok && isUnreadable(result.record, 'weekday')).toBe(true)
    expect(hours({ weekday: 'mon' }).ok).toBe(false)
  })
})
