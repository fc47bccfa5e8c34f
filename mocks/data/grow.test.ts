import { describe, expect, test } from 'vitest'

import { resourceNames, resources } from '@/lib/data-service/resources'

import { queryRecords } from '../list-query'

import { MOCK_RECORD_COUNT } from './random'
import { generateMockData } from './seed'
import type { MockPartner, MockRecord } from './types'

const seeded = generateMockData()
const world = generateMockData(2000)
const partners = world['business-partners'] as MockPartner[]
const partnerById = new Map(partners.map((partner) => [partner.id, partner]))
const byBpId = (resource: keyof typeof world) => new Set(world[resource].map((record) => record.bpId))

describe('a world of 2,000 partners (MOCK_PARTNERS)', () => {
  test.each(resourceNames)('starts with the 103 seeded %s, unchanged', (resource) => {
    expect(world[resource].slice(0, MOCK_RECORD_COUNT)).toEqual(seeded[resource])
  })

  test('holds 2,000 partners with distinct ids, account numbers and names', () => {
    expect(partners).toHaveLength(2000)
    for (const field of ['id', 'accountNum', 'name'] as const)
      expect(new Set(partners.map((partner) => partner[field])).size).toBe(2000)
  })

  test.each(resourceNames)('lists %s by id, every record parsing with its schema', (resource) => {
    const ids = world[resource].map((record) => record.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    // One assertion per resource, not per record: 2,000 expect() calls cost seconds.
    const failing = world[resource].filter((record) => !resources[resource].safeParse(record).success)
    expect(failing.map((record) => record.id)).toEqual([])
  })

  test('grows every resource with the partners except the brand-wide sales companies', () => {
    for (const resource of resourceNames) {
      const count = world[resource].length
      if (resource === 'sales-companies') expect(count).toBe(MOCK_RECORD_COUNT)
      else expect(count, resource).toBeGreaterThan(1900)
    }
  })

  test("every parent is a partner of the right type, in the child's country", () => {
    const parentType = { distributor: undefined, dealer: 'distributor', store: 'dealer' } as const
    const misplaced = partners.filter((partner) => {
      const parent = partner.parentId === null ? undefined : partnerById.get(partner.parentId)
      if (parent?.bpType !== parentType[partner.bpType]) return true
      return (
        parent && (parent.country !== partner.country || parent.gsc !== partner.gsc || parent.id > partner.id)
      )
    })
    expect(misplaced.map((partner) => partner.id)).toEqual([])
  })

  test('spreads the types as the seeded partners do', () => {
    const share = (list: MockPartner[], bpType: string) =>
      list.filter((partner) => partner.bpType === bpType).length / list.length
    for (const bpType of ['distributor', 'dealer', 'store'])
      expect(share(partners, bpType)).toBeCloseTo(
        share(seeded['business-partners'] as MockPartner[], bpType),
        2,
      )
  })

  test('every record naming a partner names one that exists', () => {
    for (const resource of resourceNames) {
      const orphans = world[resource].filter(
        (record) => 'bpId' in record && !partnerById.has(Number(record.bpId)),
      )
      expect(
        orphans.map((record) => record.id),
        resource,
      ).toEqual([])
    }
  })

  test('every partner has its store settings, pricing, dealer config, mapping and web presence', () => {
    for (const resource of [
      'store-configs',
      'pricings',
      'dealer-configs',
      'sap-ax-mappings',
      'business-partner-writables',
    ] as const) {
      expect(byBpId(resource).size, resource).toBe(2000)
      expect(world[resource]).toHaveLength(2000)
    }
  })

  test("invoices a store's settings to its dealer and names the partner's own domain", () => {
    const settings = world['store-configs'].filter((record) => Number(record.bpId) > MOCK_RECORD_COUNT)
    for (const record of settings) {
      const partner = partnerById.get(Number(record.bpId)) as MockPartner
      const invoiced = partner.bpType === 'store' ? partnerById.get(partner.parentId ?? 0) : partner
      expect(record.invoiceAccount).toBe(invoiced?.accountNum)
      expect(record.emailPublicContact).toBe(partner.email)
    }
  })

  test("a partner's opening-hour template leads to a week of its own block", () => {
    const templates = new Map(world['opening-hour-templates'].map((template) => [template.id, template]))
    const rows = new Map(world['opening-hours'].map((row) => [row.id, row]))
    const withWeek = partners.filter((partner) => partner.openingHourTemplateId !== null)
    expect(withWeek.length).toBeGreaterThan(300)
    for (const partner of withWeek) {
      const template = templates.get(partner.openingHourTemplateId ?? 0)
      const row = rows.get(Number(template?.openingHourId))
      expect(row, `partner ${partner.id}`).toBeDefined()
      const week = world['opening-hours'].filter(
        (other) => other.axOpeningHourTemplateRecId === row?.axOpeningHourTemplateRecId,
      )
      expect(week.length).toBeGreaterThanOrEqual(5)
    }
  })

  test('every service map leads to a service, and closing partners close for good', () => {
    const campaigns = new Set(world.services.map((service) => service.axCampaignId))
    expect(campaigns.size).toBe(world.services.length)
    for (const map of world['service-maps']) expect(campaigns.has(map.campaignId)).toBe(true)
    for (const closing of world['closing-dates'].filter((record) => record.to === null))
      expect(partnerById.get(Number(closing.bpId))?.status).toBe('closing')
  })

  test('keeps every record, as it is, in any larger world', () => {
    const larger = generateMockData(2500)
    for (const resource of resourceNames) {
      const largerById = new Map(larger[resource].map((record) => [record.id, record]))
      // As JSON: deep equality over 28,000 records took seconds.
      const same = world[resource].map((record) => largerById.get(record.id))
      expect(JSON.stringify(same), resource).toBe(JSON.stringify(world[resource]))
    }
  })
})

describe('a world of 20,000 partners', () => {
  const big = generateMockData(20_000)
  const page = (records: readonly MockRecord[], query: string) =>
    queryRecords(records, new URLSearchParams(query))

  test('pages its partner list with the right total and page count', () => {
    const records = big['business-partners']
    expect(page(records, '')).toMatchObject({ page: 1, pageSize: 25, total: 20_000, pageCount: 800 })
    const last = page(records, 'page=800&pageSize=25')
    expect(last.list.map((record) => record.id)).toEqual([...Array(25).keys()].map((index) => 19_976 + index))
    expect(page(records, 'page=801')).toMatchObject({ list: [], total: 20_000 })
    expect(page(records, 'pageSize=500')).toMatchObject({ total: 20_000, pageCount: 40 })
  })

  test('pages a filtered list by what matches', () => {
    const stores = big['business-partners'].filter((record) => record.bpType === 'store').length
    expect(page(big['business-partners'], 'bpType=store&pageSize=100')).toMatchObject({
      total: stores,
      pageCount: Math.ceil(stores / 100),
    })
  })
})
