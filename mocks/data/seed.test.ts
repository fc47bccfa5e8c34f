import { describe, expect, test } from 'vitest'

import { resourceNames, resources } from '@/lib/data-service/resources'

import { STORES_WITHOUT_LOCATION } from './partners'
import { PLACES } from './places'
import { MOCK_RECORD_COUNT } from './random'
import { generateMockData } from './seed'
import type { MockPartner } from './types'

const data = generateMockData()
const partners = data['business-partners'] as MockPartner[]
const partnerById = new Map(partners.map((partner) => [partner.id, partner]))

describe('the mock world', () => {
  test.each(resourceNames)('holds exactly 103 %s with distinct ids', (resource) => {
    const ids = data[resource].map((record) => record.id)
    expect(ids).toHaveLength(MOCK_RECORD_COUNT)
    expect(new Set(ids).size).toBe(MOCK_RECORD_COUNT)
  })

  test.each(resourceNames)('every record of %s parses with its schema', (resource) => {
    for (const record of data[resource]) {
      const result = resources[resource].safeParse(record)
      expect(result.error, `${resource} ${record.id}`).toBeUndefined()
    }
  })

  test('is the same on every run', () => {
    expect(generateMockData()).toEqual(data)
  })

  test('uses the development spellings, which the schemas rename', () => {
    const hour = data['opening-hours'][0]
    const config = data['store-configs'][0]
    expect(hour).toHaveProperty('axOpeningHourId')
    expect(config).toHaveProperty('defaultWarehouse')
    expect(config).toHaveProperty('gRAActive')
    expect(resources['opening-hours'].parse(hour)).toHaveProperty('axOpeningHourRecId', hour?.axOpeningHourId)
    expect(resources['store-configs'].parse(config).sourceWarehouseIds.length).toBeGreaterThan(0)
    // Both shapes of defaultWarehouse occur: one string and a list.
    const shapes = new Set(data['store-configs'].map((record) => typeof record.defaultWarehouse))
    expect(shapes).toEqual(new Set(['string', 'object']))
  })
})

describe('partners', () => {
  test('form a distributor -> dealer -> store hierarchy through parentId', () => {
    for (const partner of partners) {
      const parent = partner.parentId === null ? undefined : partnerById.get(partner.parentId)
      if (partner.bpType === 'distributor') expect(partner.parentId).toBeNull()
      if (partner.bpType === 'dealer') expect(parent?.bpType).toBe('distributor')
      if (partner.bpType === 'store') expect(parent?.bpType).toBe('dealer')
      if (parent) expect(parent.country).toBe(partner.country)
    }
  })

  test('include every type and, for dealers and stores, every status', () => {
    for (const bpType of ['dealer', 'store']) {
      const statuses = new Set(
        partners.filter((partner) => partner.bpType === bpType).map((partner) => partner.status),
      )
      expect(statuses).toEqual(new Set(['active', 'inactive', 'closing']))
    }
    expect(partners.filter((partner) => partner.bpType === 'distributor')).toHaveLength(9)
  })

  test('have unique names and account numbers', () => {
    for (const field of ['name', 'accountNum'] as const) {
      expect(new Set(partners.map((partner) => partner[field])).size).toBe(partners.length)
    }
  })

  test("share their distributor's sales-company code (gsc): it names no single partner", () => {
    for (const partner of partners) {
      let distributor = partner
      while (distributor.parentId !== null) distributor = partnerById.get(distributor.parentId) as MockPartner
      expect(partner.gsc).toBe(distributor.gsc)
    }
    expect(new Set(partners.map((partner) => partner.gsc)).size).toBe(9)
  })

  test('are named in Traditional Chinese in Taiwan and in Latin script elsewhere', () => {
    for (const partner of partners) {
      expect(/[\u4e00-\u9fff]/.test(partner.name)).toBe(partner.country === 'TW')
    }
  })

  test('sit within a few kilometres of their city centre, but for a few stores without a location', () => {
    const unplaced = partners.filter((partner) => partner.latitude === null || partner.longitude === null)
    expect(unplaced.map((partner) => [partner.bpType, partner.latitude, partner.longitude])).toEqual(
      Array.from({ length: STORES_WITHOUT_LOCATION }, () => ['store', null, null]),
    )
    for (const partner of partners) {
      const place = PLACES.find(
        (candidate) => candidate.city === partner.city && candidate.country === partner.country,
      )
      expect(place, partner.city).toBeDefined()
      if (partner.latitude === null || partner.longitude === null) continue
      expect(Math.abs(partner.latitude - (place?.latitude ?? 0))).toBeLessThan(0.05)
      expect(Math.abs(partner.longitude - (place?.longitude ?? 0))).toBeLessThan(0.05)
    }
  })

  test('span Taiwan, Europe and North America', () => {
    const countries = new Set(partners.map((partner) => partner.country))
    expect(countries).toEqual(new Set(['TW', 'FR', 'NL', 'DE', 'IT', 'ES', 'GB', 'US', 'CA']))
  })
})

describe('related records', () => {
  const withBpId = [
    'addresses',
    'closing-dates',
    'pricings',
    'discounts',
    'service-maps',
    'dealer-configs',
    'store-configs',
    'sap-ax-mappings',
    'business-partner-writables',
  ] as const

  test.each(withBpId)('%s reference existing partners by bpId', (resource) => {
    for (const record of data[resource])
      expect(partnerById.has(record.bpId as number), `${resource} ${record.id}`).toBe(true)
  })

  test('pricings, configs, mappings and writables exist once for every partner', () => {
    for (const resource of [
      'pricings',
      'dealer-configs',
      'store-configs',
      'sap-ax-mappings',
      'business-partner-writables',
    ] as const) {
      expect(new Set(data[resource].map((record) => record.bpId)).size).toBe(partners.length)
    }
  })

  test('closing dates belong to partners still trading, of every type, and lie around 2026-11-20', () => {
    const types = new Set<unknown>()
    for (const record of data['closing-dates']) {
      const owner = partnerById.get(record.bpId as number)
      expect(owner?.status).not.toBe('inactive')
      types.add(owner?.bpType)
      expect(record.day).toBe(record.from)
      expect(String(record.day) >= '2026-09-01' && String(record.day) <= '2027-03-01').toBe(true)
      if (record.to !== null) expect(String(record.to) >= String(record.from)).toBe(true)
    }
    expect(types).toEqual(new Set(['distributor', 'dealer', 'store']))
    const closing = partners.filter((partner) => partner.status === 'closing')
    for (const partner of closing) {
      expect(data['closing-dates'].some((record) => record.bpId === partner.id && record.to === null)).toBe(
        true,
      )
    }
  })

  test("a partner's week is reached by template: openingHourTemplateId -> openingHourId -> axOpeningHourTemplateRecId", () => {
    const withHours = partners.filter((partner) => partner.openingHourTemplateId !== null)
    // 15 weeks of their own, and three stores sharing the first store's week.
    expect(withHours).toHaveLength(18)
    expect(new Set(withHours.map((partner) => partner.bpType))).toEqual(
      new Set(['distributor', 'dealer', 'store']),
    )
    const weeks = new Set<unknown>()
    const users = new Map<unknown, number>()
    for (const partner of withHours) {
      const template = data['opening-hour-templates'].find((row) => row.id === partner.openingHourTemplateId)
      const named = data['opening-hours'].find((hour) => hour.id === template?.openingHourId)
      const week = data['opening-hours'].filter(
        (hour) => hour.axOpeningHourTemplateRecId === named?.axOpeningHourTemplateRecId,
      )
      const weekdays = week.map((hour) => hour.weekday)
      expect(new Set(weekdays).size).toBe(weekdays.length)
      expect([5, 7]).toContain(week.length)
      weeks.add(named?.axOpeningHourTemplateRecId)
      users.set(named?.axOpeningHourTemplateRecId, (users.get(named?.axOpeningHourTemplateRecId) ?? 0) + 1)
    }
    expect(weeks.size).toBe(15)
    expect([...users.values()].sort()).toEqual([...Array<number>(14).fill(1), 4])
  })

  test('opening hours include lunch breaks, closed days and evenings', () => {
    const hours = data['opening-hours']
    expect(hours.some((hour) => hour.morningTo !== '' && hour.afternoonFrom !== '')).toBe(true)
    expect(
      hours.some((hour) => [hour.morningFrom, hour.afternoonFrom, hour.eveningFrom].every((t) => t === '')),
    ).toBe(true)
    expect(hours.some((hour) => hour.eveningFrom !== '')).toBe(true)
  })

  test('each service map links a partner to a real campaign (campaignId = axCampaignId)', () => {
    const services = new Map(data.services.map((service) => [service.axCampaignId, service]))
    for (const map of data['service-maps']) {
      const service = services.get(map.campaignId)
      expect(service).toBeDefined()
      expect(partnerById.get(map.bpId as number)?.status).not.toBe('inactive')
      expect(partnerById.get(map.bpId as number)?.gsc).toBe(service?.gsc)
    }
  })

  test('template rows point at existing opening hours', () => {
    const hourIds = new Set(data['opening-hours'].map((hour) => hour.id))
    for (const row of data['opening-hour-templates'])
      expect(hourIds.has(row.openingHourId as number)).toBe(true)
  })
})
