import { AddressSchema } from '@/entities/address'
import { BusinessPartnerWritableSchema } from '@/entities/business-partner-writable'
import { ClosingDateSchema } from '@/entities/closing-date'
import { DealerConfigSchema } from '@/entities/dealer-config'
import { DiscountSchema } from '@/entities/discount'
import { PricingSchema } from '@/entities/pricing'
import { SapAxMappingSchema } from '@/entities/sap-ax-mapping'
import { ServiceSchema } from '@/entities/service'
import { StoreConfigSchema } from '@/entities/store-config'

/*
 * Records shaped like the development data (mocks/data/*.ts), parsed through the entity schemas
 * so the views get exactly what the app hands them.
 */

/** Markup that would create elements if any view rendered data as HTML. */
export const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>'

/** Some box around the element wraps long words anywhere (real CSS; happy-dom applies the modules). */
export function wrapsAnywhere(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).overflowWrap === 'anywhere') return true
  return false
}

export const address = (fields: Record<string, unknown> = {}) =>
  AddressSchema.parse({
    id: 41,
    sourceType: 'AX',
    sourceRecId: 5637144577,
    addressType: 'Delivery',
    street: 'Zhongshan Road 12',
    zipcode: '40768',
    city: 'Taichung',
    district: 'Xitun',
    stateProvince: 'Taichung City',
    country: 'TW',
    bpId: 7,
    warehouseId: 'WH-AS-TW',
    modifiedAt: '2026-10-14T08:30:00Z',
    ...fields,
  })

export const closingDate = (fields: Record<string, unknown>) =>
  ClosingDateSchema.parse({
    id: 1,
    bpId: 7,
    reason: 'Stocktaking',
    modifiedAt: '2026-09-02T10:00:00Z',
    ...fields,
  })

export const pricing = (fields: Record<string, unknown> = {}) =>
  PricingSchema.parse({ id: 3, bpId: 7, priceGroup: 'DEALER-A', ...fields })

export const discount = (fields: Record<string, unknown> = {}) =>
  DiscountSchema.parse({ id: 5, bpId: 7, code: 'EBIKE-PREBOOK', percentage: 12.5, ...fields })

export const service = (fields: Record<string, unknown> = {}) =>
  ServiceSchema.parse({
    id: 9,
    axCampaignId: 5637150001,
    gsc: 'GSC-7',
    name: 'Bike fitting',
    description: 'A 90-minute fitting with pressure mapping.',
    ...fields,
  })

export const dealerConfig = (fields: Record<string, unknown> = {}) =>
  DealerConfigSchema.parse({ id: 11, bpId: 7, currency: 'EUR', taxgroup: 'EU-DOM', ...fields })

export const sapAxMapping = (fields: Record<string, unknown> = {}) =>
  SapAxMappingSchema.parse({
    id: 13,
    bpId: 7,
    sapAccountNum: '0010004711',
    axAccountNum: 'C-000471',
    ...fields,
  })

export const writable = (fields: Record<string, unknown> = {}) =>
  BusinessPartnerWritableSchema.parse({
    id: 17,
    bpId: 7,
    url: 'https://www.velo-berlin.de/',
    Facebook: 'https://www.facebook.com/veloberlin',
    instagram: 'https://www.instagram.com/veloberlin',
    createdAt: '2021-03-04T09:00:00Z',
    ...fields,
  })

/** Development data's spelling (defaultWarehouse, gRAActive), as mocks/data/store-configs.ts writes it. */
export const storeConfig = (fields: Record<string, unknown> = {}) =>
  StoreConfigSchema.parse({
    id: 21,
    bpId: 7,
    invoiceAccount: 'C-000471',
    defaultWarehouse: ['WH-EU-DE', 'WH-EU-CENTRAL'],
    productAllowanceGroupId: 'PAG-3',
    productAllowanceGroup: 'Road & Gravel',
    sendDeliveryNotification: true,
    shopActive: true,
    gRAActive: false,
    storeFinderActive: true,
    registrationActive: null,
    salesGroupId: 'SG-DE-2',
    accountExecutiveCode: 'AE412',
    salesOrderHandlingGroup: 'PRIORITY',
    customersCategory: 'DEALER',
    blocked: 'invoice',
    retailGroupCodes: ['RG-CITY', 'RG-EBIKE'],
    dealerStoreCategory: 'Flagship',
    emailMarketing: 'marketing@velo-berlin.de',
    emailShipment: 'shipping@velo-berlin.de',
    emailReporting: 'not an address',
    emailPublicContact: 'info@velo-berlin.de',
    consumerOrderContactEmails: {
      main: 'orders@velo-berlin.de',
      backup1: 'info@velo-berlin.de',
      backup2: null,
    },
    consumerOrderContactName: 'Jonas Weber',
    radius: 25,
    disableDirectToShip: false,
    creditRep: 'Anna Schmidt',
    destinationCode: 'DE-104',
    enableBikeReturn: true,
    enableGearReturn: false,
    hideOnConsumerSite: false,
    momentumOnly: false,
    dealerInventory: true,
    dealerInventoryUpdatedDate: '2026-11-02T14:05:00Z',
    creditUpperLimit: 1_500_000,
    contactPersonIdEP: 'EP-204511',
    enabledOnConsumerSite: true,
    printPreLabel: true,
    freightAllowanceCode: 'FA-50',
    internalSalesRep: 'Lukas Becker',
    qaRep: 'Mia Hoffmann',
    quickBooksAPNumber: '40121',
    quickBooksClassNumber: '40122',
    quickBooksFreightNumber: '40123',
    QuickBooksAccountNumber: '40124',
    retailDirectToConsumer: false,
    shopLocalStockOnly: true,
    webLinkEnable: true,
    modifiedAt: '2026-11-10T09:15:00Z',
    deliveryTerm: 'DAP',
    languageCode: 'de-DE',
    ...fields,
  })

/** The value (`<dd>`) a term (`<dt>`) with exactly this text describes. */
export function valueOf(term: string, scope: ParentNode = document.body): HTMLElement {
  const terms = [...scope.querySelectorAll('dt')].filter((dt) => dt.textContent === term)
  if (terms.length !== 1) throw new Error(`expected one term "${term}", found ${terms.length}`)
  const value = terms[0]?.nextElementSibling
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') throw new Error(`no value for "${term}"`)
  return value
}
