import type { AddressType } from '@/entities/address'

import { modifiedSince, streetLine, zipcodeFor, type Draws, type Random } from './random'
import type { MockRecord, PartnerSeed } from './types'

/**
 * 103 addresses: each distributor has Invoice, Delivery and RemitTo (27), each dealer Business and
 * Delivery (60), and the first 16 stores one more address each (16) with the rarer types, so the
 * list shows a good spread of address types, including the empty one.
 */
const TYPES_BY_PARTNER: Record<string, AddressType[]> = {
  distributor: ['Invoice', 'Delivery', 'RemitTo'],
  dealer: ['Business', 'Delivery'],
}
const STORE_TYPES: AddressType[] = [
  'Business',
  'Service',
  'Delivery',
  'Other',
  '',
  'None',
  'Home',
  'Internet',
]
const STORES_WITH_ADDRESS = 16

export function generateAddresses(random: Random, seeds: readonly PartnerSeed[]): MockRecord[] {
  const owners: { seed: PartnerSeed; addressType: AddressType }[] = []
  for (const seed of seeds) {
    for (const addressType of TYPES_BY_PARTNER[seed.partner.bpType] ?? []) owners.push({ seed, addressType })
  }
  const stores = seeds.filter((seed) => seed.partner.bpType === 'store').slice(0, STORES_WITH_ADDRESS)
  stores.forEach((seed, index) =>
    owners.push({ seed, addressType: STORE_TYPES[index % STORE_TYPES.length] ?? '' }),
  )

  return owners.map(({ seed, addressType }, index) => {
    const { partner, place, area } = seed
    // The main address repeats the partner's own; delivery and remittance addresses are elsewhere in town.
    const isMain = addressType === 'Invoice' || addressType === 'Business'
    const isWarehouse = addressType === 'Delivery'
    return {
      id: index + 1,
      sourceType: partner.sourceType,
      sourceRecId: addressRecId(index + 1),
      addressType,
      ...partnerAddressFields({ partner, place, area }, random, { isMain, isWarehouse }),
      modifiedAt: modifiedSince(random),
    }
  })
}

/** The service's record id of address `id`: one every seventh number, as the ERP hands them out. */
export const addressRecId = (id: number) => String(5637160000 + (id - 1) * 7)

/**
 * Where an address of `seed`'s partner is: its main address repeats the partner's own; the others
 * are elsewhere in the same town (a street and a zip code drawn from `random`, in this order).
 */
export function partnerAddressFields(
  { partner, place, area }: Pick<PartnerSeed, 'partner' | 'place' | 'area'>,
  random: Draws,
  { isMain, isWarehouse }: { isMain: boolean; isWarehouse: boolean },
) {
  return {
    city: partner.city,
    street: isMain ? partner.street : streetLine(random, place),
    zipcode: isMain ? partner.zipcode : zipcodeFor(random, place, area),
    stateProvince: partner.stateProvince,
    country: partner.country,
    district: isMain ? partner.district : null,
    bpId: partner.id,
    warehouseId: isWarehouse ? `WH-${partner.country}-${String(partner.id).padStart(3, '0')}` : null,
  }
}
