import { COUNTRIES, type CountryCode } from './places'
import {
  modifiedSince,
  personName,
  shuffled,
  timestampBetween,
  MOCK_REFERENCE_DATE,
  type Random,
} from './random'
import type { MockPartner, MockRecord, PartnerSeed } from './types'

/**
 * One settings record per partner (103). Written the way development data writes them:
 * `defaultWarehouse` (sometimes one string, sometimes a list) and `gRAActive`, so the
 * schema's renaming to sourceWarehouseIds / GRAActive is exercised on every read.
 */
export function generateStoreConfigs(random: Random, seeds: readonly PartnerSeed[]): MockRecord[] {
  const byId = new Map(seeds.map((seed) => [seed.partner.id, seed.partner]))
  return shuffled(random, seeds).map(({ partner, domain }, index) => {
    const country = COUNTRIES[partner.country as CountryCode]
    const parent = partner.parentId === null ? undefined : byId.get(partner.parentId)
    const isStore = partner.bpType === 'store'
    const active = partner.status !== 'inactive'
    const warehouse = `WH-${country.region}-${partner.country}`
    return {
      id: index + 1,
      bpId: partner.id,
      // Stores are invoiced through their dealer.
      invoiceAccount: isStore && parent ? parent.accountNum : partner.accountNum,
      defaultWarehouse: random.datatype.boolean() ? warehouse : [warehouse, `WH-${country.region}-CENTRAL`],
      productAllowanceGroupId: `PAG-${random.number.int({ min: 1, max: 9 })}`,
      productAllowanceGroup: random.helpers.arrayElement([
        'Road & Gravel',
        'Mountain',
        'E-Bike',
        'Urban',
        'Full range',
      ]),
      sendDeliveryNotification: random.datatype.boolean({ probability: 0.8 }),
      shopActive: active,
      gRAActive: random.datatype.boolean({ probability: 0.6 }),
      storeFinderActive: active && partner.bpType !== 'distributor',
      registrationActive: random.datatype.boolean({ probability: 0.7 }),
      salesGroupId: `SG-${partner.country}-${random.number.int({ min: 1, max: 4 })}`,
      accountExecutiveCode: `AE${random.number.int({ min: 100, max: 999 })}`,
      salesOrderHandlingGroup: random.helpers.arrayElement(['STANDARD', 'PRIORITY', 'DROPSHIP']),
      customersCategory: { distributor: 'DISTRIBUTOR', dealer: 'DEALER', store: 'RETAIL' }[partner.bpType],
      blocked: blocked(random, partner),
      retailGroupCodes: random.helpers.arrayElements(['RG-CITY', 'RG-SPORT', 'RG-KIDS', 'RG-EBIKE'], {
        min: 0,
        max: 3,
      }),
      dealerStoreCategory: isStore
        ? random.helpers.arrayElement(['Flagship', 'Partner store', 'Shop-in-shop'])
        : null,
      ...storeConfigEmails(partner, domain, random.datatype.boolean()),
      consumerOrderContactName: personName(random, partner.country),
      radius: isStore ? random.helpers.arrayElement([5, 10, 15, 25, 50]) : null,
      disableDirectToShip: random.datatype.boolean({ probability: 0.2 }),
      creditRep: personName(random, partner.country),
      destinationCode: `${partner.country}-${random.helpers.replaceSymbols('###')}`,
      enableBikeReturn: random.datatype.boolean({ probability: 0.7 }),
      enableGearReturn: random.datatype.boolean({ probability: 0.5 }),
      hideOnConsumerSite: !active,
      momentumOnly: random.datatype.boolean({ probability: 0.1 }),
      dealerInventory: random.datatype.boolean({ probability: 0.6 }),
      dealerInventoryUpdatedDate: timestampBetween(random, '2026-10-01', MOCK_REFERENCE_DATE),
      creditUpperLimit: partner.bpType === 'store' ? null : random.number.int({ min: 5, max: 200 }) * 10_000,
      contactPersonIdEP: `EP-${random.helpers.replaceSymbols('######')}`,
      enabledOnConsumerSite: active && partner.bpType !== 'distributor',
      printPreLabel: random.datatype.boolean(),
      freightAllowanceCode: random.helpers.arrayElement(['FA-NONE', 'FA-50', 'FA-100']),
      internalSalesRep: personName(random, partner.country),
      qaRep: personName(random, partner.country),
      ...quickBooks(random, partner),
      retailDirectToConsumer: random.datatype.boolean({ probability: 0.4 }),
      shopLocalStockOnly: random.datatype.boolean({ probability: 0.3 }),
      webLinkEnable: random.datatype.boolean({ probability: 0.8 }),
      modifiedAt: modifiedSince(random),
      deliveryTerm: country.deliveryTerm,
      languageCode: partner.city === 'Montréal' ? 'fr-CA' : country.languageCode,
    }
  })
}

function blocked(random: Random, partner: MockPartner): string {
  if (partner.status === 'inactive') return 'all'
  if (partner.status === 'closing') return 'invoice'
  return random.helpers.weightedArrayElement([
    { weight: 18, value: 'no' },
    { weight: 1, value: 'invoice' },
    { weight: 1, value: 'all' },
  ])
}

/** QuickBooks numbers exist only for North American partners, who book in it. */
function quickBooks(random: Random, partner: MockPartner) {
  const books = partner.country === 'US' || partner.country === 'CA'
  const number = () => (books ? random.helpers.replaceSymbols('#####') : null)
  return {
    quickBooksAPNumber: number(),
    quickBooksClassNumber: number(),
    quickBooksFreightNumber: number(),
    QuickBooksAccountNumber: number(),
  }
}

/** A store config's addresses, at the partner's own domain; `withBackup2`: a second backup. */
export function storeConfigEmails(partner: MockPartner, domain: string, withBackup2: boolean) {
  return {
    emailMarketing: `marketing@${domain}`,
    emailShipment: `shipping@${domain}`,
    emailReporting: `reports@${domain}`,
    emailPublicContact: partner.email,
    consumerOrderContactEmails: {
      main: `orders@${domain}`,
      backup1: `${partner.email}`,
      backup2: withBackup2 ? `backoffice@${domain}` : null,
    },
  }
}
