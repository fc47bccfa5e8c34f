import { COUNTRIES, type CountryCode } from './places'
import { MOCK_RECORD_COUNT, modifiedSince, shuffled, type Random } from './random'
import type { MockRecord, PartnerSeed } from './types'

/**
 * Pricings, dealer configs and SAP-AX mappings: one per partner (103 partners, 103 records).
 * The owners are shuffled so a record's id never doubles as its bpId, which would hide a
 * client that mixes the two up.
 */
export function generatePricings(random: Random, seeds: readonly PartnerSeed[]): MockRecord[] {
  return shuffled(random, seeds).map(({ partner }, index) => ({
    id: index + 1,
    bpId: partner.id,
    priceGroup: priceGroup(random, partner.bpType, COUNTRIES[partner.country as CountryCode].region),
    modifiedAt: modifiedSince(random),
  }))
}

function priceGroup(random: Random, bpType: string, region: string): string {
  if (bpType === 'distributor') return `DIST-${region}`
  if (bpType === 'dealer') return random.helpers.arrayElement(['DLR-A', 'DLR-B', 'DLR-C'])
  return random.helpers.arrayElement(['RTL-STD', 'RTL-STD', 'RTL-FLAGSHIP', 'RTL-OUTLET'])
}

export function generateDealerConfigs(random: Random, seeds: readonly PartnerSeed[]): MockRecord[] {
  return shuffled(random, seeds).map(({ partner }, index) => {
    const country = COUNTRIES[partner.country as CountryCode]
    return {
      id: index + 1,
      bpId: partner.id,
      currency: country.currency,
      taxgroup: country.taxgroup,
      modifiedAt: modifiedSince(random),
    }
  })
}

export function generateSapAxMappings(random: Random, seeds: readonly PartnerSeed[]): MockRecord[] {
  return shuffled(random, seeds).map(({ partner }, index) => ({
    id: index + 1,
    bpId: partner.id,
    sapAccountNum: sapAccountNum(partner.id),
    axAccountNum: partner.accountNum,
    modifiedAt: modifiedSince(random),
  }))
}

export function sapAccountNum(partnerId: number): string {
  return String(10_000_000 + partnerId * 97).padStart(10, '0')
}

/**
 * 103 discounts: three per distributor (27), two per dealer (60) and one for each of the first
 * 16 stores (16); a partner never has the same code twice.
 */
const DISCOUNT_CODES = ['BIKES', 'EBIKES', 'PARTS', 'APPAREL', 'ACCESSORIES', 'PREBOOK', 'DEMO-FLEET']
const DISCOUNTS_PER_TYPE: Record<string, number> = { distributor: 3, dealer: 2 }

export function generateDiscounts(random: Random, seeds: readonly PartnerSeed[]): MockRecord[] {
  const owners: PartnerSeed[] = []
  for (const seed of seeds) {
    for (let count = 0; count < (DISCOUNTS_PER_TYPE[seed.partner.bpType] ?? 0); count += 1) owners.push(seed)
  }
  const stores = seeds.filter((seed) => seed.partner.bpType === 'store')
  owners.push(...stores.slice(0, MOCK_RECORD_COUNT - owners.length))

  const codesLeft = new Map<number, string[]>()
  return owners.map(({ partner }, index) => {
    const codes = codesLeft.get(partner.id) ?? shuffled(random, DISCOUNT_CODES)
    codesLeft.set(partner.id, codes)
    const maximum = partner.bpType === 'distributor' ? 35 : partner.bpType === 'dealer' ? 25 : 15
    return {
      id: index + 1,
      bpId: partner.id,
      code: codes.pop() ?? 'BIKES',
      // Whole and half percents, as commercial terms are written.
      percentage: random.number.int({ min: 4, max: maximum * 2 }) / 2,
      modifiedAt: modifiedSince(random),
    }
  })
}
