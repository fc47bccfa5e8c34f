import type { StoreConfig } from '@/entities/store-config'

type StoreConfigKey = keyof StoreConfig

/** How a field's value reads; see store-config-value.tsx. */
type FieldKind =
  | 'text'
  | 'flag'
  | 'list'
  | 'email'
  | 'contactEmails'
  | 'dateTime'
  | 'amount'
  | 'distance'
  | 'blocked'
  | 'language'

export type StoreConfigField = { key: StoreConfigKey; kind: FieldKind; labelKey: string }
export type StoreConfigGroup = { id: string; titleKey: string; fields: StoreConfigField[] }

const field = (key: StoreConfigKey, kind: FieldKind = 'text'): StoreConfigField => ({
  key,
  kind,
  labelKey: `records.storeConfig.fields.${key}`,
})

const group = (id: string, fields: StoreConfigField[]): StoreConfigGroup => ({
  id,
  titleKey: `records.storeConfig.groups.${id}`,
  fields,
})

/**
 * Every dealer and store setting the data service names, each once, grouped by what a person
 * looks for. store-config-groups.test.ts checks this against StoreConfigFieldsSchema, so a field added to
 * the schema fails the tests until it has a place here.
 */
export const STORE_CONFIG_GROUPS: readonly StoreConfigGroup[] = [
  group('shop', [
    field('shopActive', 'flag'),
    field('storeFinderActive', 'flag'),
    field('registrationActive', 'flag'),
    field('enabledOnConsumerSite', 'flag'),
    field('hideOnConsumerSite', 'flag'),
    field('retailDirectToConsumer', 'flag'),
    field('shopLocalStockOnly', 'flag'),
    field('webLinkEnable', 'flag'),
    field('radius', 'distance'),
    field('dealerStoreCategory'),
    field('dealerInventory', 'flag'),
    field('dealerInventoryUpdatedDate', 'dateTime'),
  ]),
  group('orders', [
    field('sourceWarehouseIds', 'list'),
    field('salesOrderHandlingGroup'),
    field('sendDeliveryNotification', 'flag'),
    field('disableDirectToShip', 'flag'),
    field('printPreLabel', 'flag'),
    field('deliveryTerm'),
    field('destinationCode'),
    field('freightAllowanceCode'),
  ]),
  group('returns', [
    field('GRAActive', 'flag'),
    field('enableBikeReturn', 'flag'),
    field('enableGearReturn', 'flag'),
  ]),
  group('credit', [field('blocked', 'blocked'), field('creditUpperLimit', 'amount'), field('creditRep')]),
  group('contacts', [
    field('consumerOrderContactName'),
    field('consumerOrderContactEmails', 'contactEmails'),
    field('emailPublicContact', 'email'),
    field('emailMarketing', 'email'),
    field('emailShipment', 'email'),
    field('emailReporting', 'email'),
    field('contactPersonIdEP'),
  ]),
  group('sales', [
    field('salesGroupId'),
    field('accountExecutiveCode'),
    field('internalSalesRep'),
    field('qaRep'),
    field('customersCategory'),
    field('retailGroupCodes', 'list'),
    field('productAllowanceGroup'),
    field('productAllowanceGroupId'),
    field('momentumOnly', 'flag'),
  ]),
  group('accounting', [
    field('invoiceAccount'),
    field('QuickBooksAccountNumber'),
    field('quickBooksAPNumber'),
    field('quickBooksClassNumber'),
    field('quickBooksFreightNumber'),
  ]),
  group('other', [
    field('id'),
    field('bpId'),
    field('languageCode', 'language'),
    field('modifiedAt', 'dateTime'),
  ]),
]
