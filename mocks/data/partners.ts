import type { BpType, PartnerStatus } from '@/entities/business-partner'

import { DISTRIBUTOR_NAMES, dealerName, storeName } from './partner-names'
import { COUNTRIES, placesIn, type Area, type CountryCode, type Place } from './places'
import {
  coordinatesNear,
  modifiedSince,
  shuffled,
  slugify,
  streetLine,
  timestampBetween,
  zipcodeFor,
  type Random,
} from './random'
import type { MockPartner, PartnerSeed } from './types'

/**
 * 103 partners = 9 distributors (one per country, parentId null) + 30 dealers under them
 * + 64 stores under the dealers (4 dealers run 3 stores, the others 2). Ids follow the tree
 * depth-first (distributor, its first dealer, that dealer's stores, the next dealer, ...), so a
 * parent's id is always lower than its children's and an "all" page mixes the three types.
 */
const DEALERS_PER_COUNTRY: Record<CountryCode, number> = {
  TW: 8,
  FR: 4,
  NL: 3,
  DE: 3,
  IT: 3,
  ES: 2,
  GB: 2,
  US: 3,
  CA: 2,
}
const DEALERS_WITH_THREE_STORES = 4

const TYPE_LETTER: Record<BpType, string> = { distributor: 'D', dealer: 'R', store: 'S' }

/** When partners of each type joined: distributors first, then their dealers, then the stores. */
export const CREATED_BETWEEN: Record<BpType, { createdFrom: string; createdTo: string }> = {
  distributor: { createdFrom: '2010-01-01', createdTo: '2014-12-31' },
  dealer: { createdFrom: '2014-01-01', createdTo: '2020-12-31' },
  store: { createdFrom: '2016-01-01', createdTo: '2025-06-30' },
}

export function generatePartners(random: Random): PartnerSeed[] {
  const seeds: PartnerSeed[] = []
  const takenNames = new Set<string>()
  const dealerCount = Object.values(DEALERS_PER_COUNTRY).reduce((sum, count) => sum + count, 0)
  const bigDealers = new Set(
    shuffled(random, [...Array(dealerCount).keys()]).slice(0, DEALERS_WITH_THREE_STORES),
  )
  let dealerIndex = 0
  // Ids follow the seeds, 1-based: a parent is always created before its children.
  const distributorOf = (partner: MockPartner): MockPartner => {
    const parent = partner.parentId === null ? undefined : seeds[partner.parentId - 1]?.partner
    return parent ? distributorOf(parent) : partner
  }

  const add = (seed: Omit<PartnerSeed, 'partner'> & { partner: Omit<MockPartner, 'id'> }): PartnerSeed => {
    const created = { ...seed, partner: { id: seeds.length + 1, ...seed.partner } as MockPartner }
    created.partner.accountNum = accountNum(created.partner)
    created.partner.gsc = gsc(distributorOf(created.partner))
    created.partner.sourceRecId = partnerSourceRecId(created.partner.id)
    seeds.push(created)
    return created
  }

  for (const country of Object.keys(DEALERS_PER_COUNTRY) as CountryCode[]) {
    const places = placesIn(country)
    const home = places[0] as Place
    const tld = COUNTRIES[country].tld
    const distributor = add({
      place: home,
      area: home.areas[0] as Area,
      domain: `formosa-cycles.${tld}`,
      partner: basePartner(random, {
        bpType: 'distributor',
        status: 'active',
        parentId: null,
        name: DISTRIBUTOR_NAMES[country],
        email: `sales@formosa-cycles.${tld}`,
        place: home,
        area: home.areas[0] as Area,
        ...CREATED_BETWEEN.distributor,
      }),
    })

    for (let index = 0; index < DEALERS_PER_COUNTRY[country]; index += 1) {
      const place = random.helpers.arrayElement(places)
      const areas = shuffled(random, place.areas)
      const { name, slug } = dealerName(random, country, place.city, takenNames)
      const domain = `${slug}.${tld}`
      const dealer = add({
        place,
        area: areas[0] as Area,
        domain,
        partner: basePartner(random, {
          bpType: 'dealer',
          status: pickStatus(random),
          parentId: distributor.partner.id,
          name,
          email: `info@${domain}`,
          place,
          area: areas[0] as Area,
          ...CREATED_BETWEEN.dealer,
        }),
      })

      const storeCount = bigDealers.has(dealerIndex) ? 3 : 2
      dealerIndex += 1
      for (let branch = 0; branch < storeCount; branch += 1) {
        const area = areas[branch] as Area
        const mailbox = country === 'TW' ? `shop${branch + 1}` : slugify(area.name)
        add({
          place,
          area,
          domain,
          partner: basePartner(random, {
            bpType: 'store',
            status: pickStatus(random),
            parentId: dealer.partner.id,
            name: storeName(name, country, area.name),
            email: `${mailbox}@${domain}`,
            place,
            area,
            ...CREATED_BETWEEN.store,
          }),
        })
      }
    }
  }
  ensureEveryStatus(seeds)
  withoutLocation(seeds)
  return seeds
}

interface PartnerBasics {
  bpType: BpType
  status: PartnerStatus
  parentId: number | null
  name: string
  email: string
  place: Place
  area: Area
  createdFrom: string
  createdTo: string
}

function basePartner(random: Random, basics: PartnerBasics): Omit<MockPartner, 'id'> {
  const { place, area } = basics
  const createdAt = timestampBetween(random, basics.createdFrom, basics.createdTo)
  return {
    accountNum: '',
    parentId: basics.parentId,
    bpType: basics.bpType,
    status: basics.status,
    sourceType: random.helpers.weightedArrayElement([
      { weight: 4, value: 'AX' },
      { weight: 1, value: 'SAP' },
    ]),
    sourceRecId: '',
    gsc: '',
    name: basics.name,
    phone: random.helpers.replaceSymbols(place.phone),
    email: basics.email,
    fax: random.datatype.boolean({ probability: 0.35 }) ? random.helpers.replaceSymbols(place.phone) : null,
    city: place.city,
    street: streetLine(random, place),
    zipcode: zipcodeFor(random, place, area),
    stateProvince: place.stateProvince,
    country: place.country,
    district: area.name,
    ...coordinatesNear(random, place),
    createdAt,
    modifiedAt: modifiedSince(random, createdAt > '2024-01-01' ? createdAt : undefined),
    openingHourTemplateId: null,
  }
}

function pickStatus(random: Random): PartnerStatus {
  return random.helpers.weightedArrayElement([
    { weight: 15, value: 'active' },
    { weight: 2, value: 'inactive' },
    { weight: 2, value: 'closing' },
  ])
}

/** The UI shows every status of every lower-level type: make sure each one exists. */
function ensureEveryStatus(seeds: PartnerSeed[]) {
  for (const bpType of ['dealer', 'store'] as const) {
    const ofType = seeds.filter((seed) => seed.partner.bpType === bpType).map((seed) => seed.partner)
    for (const [offset, status] of (['inactive', 'closing'] as const).entries()) {
      if (ofType.some((partner) => partner.status === status)) continue
      const target = ofType.filter((partner) => partner.status === 'active')[offset + 1]
      if (target) target.status = status
    }
  }
}

/**
 * The data service sends some partners without coordinates, which the map counts apart: the last
 * two stores (the last Canadian dealer's) have none. Chosen without drawing a number, so the rest
 * of the world stays as it was; the first stores, which tests and the bench open, keep theirs.
 */
export const STORES_WITHOUT_LOCATION = 2

function withoutLocation(seeds: PartnerSeed[]) {
  const stores = seeds.filter((seed) => seed.partner.bpType === 'store')
  for (const { partner } of stores.slice(-STORES_WITHOUT_LOCATION)) {
    partner.latitude = null
    partner.longitude = null
  }
}

// Account numbers and service codes are derived from the id, so they are unique by construction.
export function accountNum(partner: Pick<MockPartner, 'id' | 'country' | 'bpType'>): string {
  return `${partner.country}-${TYPE_LETTER[partner.bpType]}${String(10000 + partner.id).padStart(6, '0')}`
}

/**
 * The sales-company code (gsc) of a distributor, which its dealers and their
 * stores share: many partners have the same gsc, so it never identifies one partner's records.
 */
export function gsc(distributor: Pick<MockPartner, 'id' | 'country'>): string {
  return `${distributor.country}${String(3000 + distributor.id * 11).padStart(5, '0')}`
}

export function partnerSourceRecId(id: number): string {
  return String(5637144576 + id * 13)
}
