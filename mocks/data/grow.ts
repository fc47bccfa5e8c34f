import { resourceNames, type ResourceName } from '@/lib/data-service/resources'

import { addressRecId, partnerAddressFields } from './addresses'
import { sapAccountNum } from './commercial-terms'
import { IdRandom } from './id-random'
import { growPartners } from './more-partners'
import { accountNum, gsc } from './partners'
import { MOCK_RECORD_COUNT } from './random'
import type { MockData } from './seed'
import { campaignId } from './services'
import { storeConfigEmails } from './store-configs'
import type { MockPartner, MockRecord, PartnerSeed } from './types'

/** Seeds each resource's draws apart from the partners' (more-partners.ts uses 1). */
const ADDRESS_SALT = 2

/** A seeded record of partner block 0 written for the same place in block `offset / 103`. */
type Rewrite = (record: MockRecord, grown: Grown) => MockRecord

interface Grown {
  /** The new record's id: the seeded one's plus the block's offset. */
  id: number
  offset: number
  /** The partner the new record belongs to (the seeded owner's counterpart in the block). */
  owner: PartnerSeed
  /** The sales-company code of the block's counterpart of the seeded distributor owning `code`. */
  gscOf: (code: unknown) => string
}

/**
 * The seeded world grown to `count` partners (more-partners.ts), every resource growing with them:
 * each block of 103 partners gets its own copy of the records the seeded partners have, shifted to
 * the block's ids (record `103k + i` mirrors seeded record `i`) and rewritten where a record names
 * its partner (bpId, account numbers, e-mail domains, the gsc, campaign codes, opening-hour keys).
 * A record whose partner lies past `count` is left out, so the last, partial block leaves gaps in
 * the ids of the resources whose seeded records are shuffled. Sales companies belong to the brand,
 * not to a partner: they stay 103.
 *
 * The first 103 records of every resource are the seeded ones, untouched. Each resource is made
 * on its first read, so a server asked for partners only never pays for 20,000 store configs.
 */
export function growMockData(seeded: MockData, count: number): MockData {
  const seededPartners = seeded['business-partners'] as MockPartner[]
  let partners: Map<number, PartnerSeed> | undefined
  const grownPartners = () => {
    partners ??= new Map(growPartners(seededPartners, count).map((seed) => [seed.partner.id, seed]))
    return partners
  }
  const distributorByGsc = new Map(
    seededPartners
      .filter((partner) => partner.bpType === 'distributor')
      .map((partner) => [partner.gsc, partner]),
  )
  const owners = ownersOf(seeded)

  const grow = (resource: ResourceName): MockRecord[] => {
    if (resource === 'business-partners')
      return [...seeded[resource], ...[...grownPartners().values()].map((seed) => seed.partner)]
    const ownerOf = owners[resource]
    const rewrite = REWRITES[resource]
    if (!ownerOf || !rewrite) return seeded[resource]
    const records = [...seeded[resource]]
    for (let offset = MOCK_RECORD_COUNT; offset < count; offset += MOCK_RECORD_COUNT) {
      const gscOf = (code: unknown) => {
        const distributor = distributorByGsc.get(String(code))
        return distributor ? gsc({ id: distributor.id + offset, country: distributor.country }) : String(code)
      }
      for (const record of seeded[resource]) {
        const owner = grownPartners().get(ownerOf(record) + offset)
        if (owner) records.push(rewrite(record, { id: record.id + offset, offset, owner, gscOf }))
      }
    }
    return records
  }

  const world = {} as MockData
  for (const resource of resourceNames) {
    let records: MockRecord[] | undefined
    Object.defineProperty(world, resource, {
      enumerable: true,
      get: () => (records ??= grow(resource)),
    })
  }
  return world
}

/** Whose each seeded record is: a record is grown in a block only if that partner's counterpart is. */
function ownersOf(seeded: MockData): Partial<Record<ResourceName, (record: MockRecord) => number>> {
  const byBpId = (record: MockRecord) => Number(record.bpId)
  const mapOwner = new Map(seeded['service-maps'].map((map) => [map.id, Number(map.bpId)]))
  // A week is grown with the first partner whose template leads into it (a chain's stores share one).
  const rowsById = new Map(seeded['opening-hours'].map((row) => [row.id, row]))
  const weekOwner = new Map<unknown, number>()
  for (const partner of seeded['business-partners'] as MockPartner[]) {
    const week = rowsById.get(partner.openingHourTemplateId ?? 0)?.axOpeningHourTemplateRecId
    if (week !== undefined) weekOwner.set(week, Math.min(weekOwner.get(week) ?? Infinity, partner.id))
  }
  const rowOwner = (row: MockRecord | undefined) => weekOwner.get(row?.axOpeningHourTemplateRecId) ?? Infinity
  return {
    addresses: byBpId,
    'closing-dates': byBpId,
    pricings: byBpId,
    discounts: byBpId,
    'opening-hours': rowOwner,
    'opening-hour-templates': (template) => rowOwner(rowsById.get(Number(template.openingHourId))),
    services: (service) => mapOwner.get(service.id) ?? Infinity,
    'service-maps': byBpId,
    'dealer-configs': byBpId,
    'store-configs': byBpId,
    'sap-ax-mappings': byBpId,
    'business-partner-writables': byBpId,
  }
}

const owned: Rewrite = (record, { id, owner }) => ({ ...record, id, bpId: owner.partner.id })

const REWRITES: Partial<Record<ResourceName, Rewrite>> = {
  addresses: (record, { id, owner }) => {
    const random = new IdRandom(ADDRESS_SALT, id)
    return {
      ...record,
      id,
      sourceType: owner.partner.sourceType,
      sourceRecId: addressRecId(id),
      ...partnerAddressFields(owner, random, {
        isMain: record.addressType === 'Invoice' || record.addressType === 'Business',
        isWarehouse: record.warehouseId !== null,
      }),
    }
  },
  'closing-dates': owned,
  pricings: owned,
  discounts: owned,
  'dealer-configs': owned,
  'opening-hours': (record, { id, offset, gscOf }) => ({
    ...record,
    id,
    axOpeningHourId: String(5637180000 + id - 1),
    axOpeningHourTemplateRecId: String(Number(record.axOpeningHourTemplateRecId) + offset),
    gsc: gscOf(record.gsc),
  }),
  'opening-hour-templates': (record, { id, offset }) => ({
    ...record,
    id,
    openingHourId: Number(record.openingHourId) + offset,
  }),
  // Service k and service map k go together, in every block as in the seeded one.
  services: (record, { id, gscOf }) => ({
    ...record,
    id,
    axCampaignId: campaignId(id),
    gsc: gscOf(record.gsc),
  }),
  'service-maps': (record, { id, owner }) => ({
    ...record,
    id,
    bpId: owner.partner.id,
    campaignId: campaignId(id),
  }),
  'store-configs': (record, { id, owner }) => {
    const { partner, domain } = owner
    const contacts = record.consumerOrderContactEmails as { backup2: string | null }
    return {
      ...record,
      id,
      bpId: partner.id,
      // Stores are invoiced through their dealer.
      invoiceAccount:
        partner.bpType === 'store' && partner.parentId !== null
          ? accountNum({ id: partner.parentId, country: partner.country, bpType: 'dealer' })
          : partner.accountNum,
      ...storeConfigEmails(partner, domain, contacts.backup2 !== null),
    }
  },
  'sap-ax-mappings': (record, { id, owner }) => ({
    ...record,
    id,
    bpId: owner.partner.id,
    sapAccountNum: sapAccountNum(owner.partner.id),
    axAccountNum: owner.partner.accountNum,
  }),
  'business-partner-writables': (record, { id, owner }) => {
    const handle = owner.domain.split('.')[0] ?? 'shop'
    return {
      ...record,
      id,
      bpId: owner.partner.id,
      url: `https://www.${owner.domain}/`,
      Facebook: record.Facebook === null ? null : `https://www.facebook.com/${handle}`,
      instagram: record.instagram === null ? null : `https://www.instagram.com/${handle}`,
    }
  },
}
