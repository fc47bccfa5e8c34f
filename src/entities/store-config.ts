import * as z from 'zod/mini'

import {
  EntityIdSchema,
  RefIdSchema,
  StringListSchema,
  TextSchema,
  TimestampSchema,
  withRenames,
} from './fields'

// How far a partner is blocked from ordering.
const BLOCKED_LEVELS = ['no', 'invoice', 'all'] as const
const BlockedSchema = z.enum(BLOCKED_LEVELS)
export type Blocked = z.output<typeof BlockedSchema>

const ContactEmailsRecordSchema = z.object({
  main: TextSchema,
  backup1: TextSchema,
  backup2: TextSchema,
})

/**
 * consumerOrderContactEmails is named as "main email, backup email 1, backup email 2", with no
 * shape given: services send a record {main, backup1, backup2} or a list of up
 * to three in that order (docs/decisions/010-tolerant-reading.md). Either way the app sees the
 * record; a write sends back the shape that came (the record's `$received`).
 */
const ConsumerOrderContactEmailsSchema = z.union([
  ContactEmailsRecordSchema,
  z.pipe(
    z.array(TextSchema).check(z.maxLength(3)),
    z.transform(([main, backup1, backup2]) => ({ main, backup1, backup2 })),
  ),
])

const flag = z.nullish(z.boolean())

/** Dealer and store settings, as the app hands them out (the spec's field names). */
export const StoreConfigFieldsSchema = z.object({
  id: EntityIdSchema,
  bpId: RefIdSchema,
  invoiceAccount: TextSchema,
  sourceWarehouseIds: StringListSchema,
  productAllowanceGroupId: TextSchema,
  productAllowanceGroup: TextSchema,
  sendDeliveryNotification: flag,
  shopActive: flag,
  GRAActive: flag,
  storeFinderActive: flag,
  registrationActive: flag,
  salesGroupId: TextSchema,
  accountExecutiveCode: TextSchema,
  salesOrderHandlingGroup: TextSchema,
  customersCategory: TextSchema,
  blocked: z.nullish(BlockedSchema),
  retailGroupCodes: StringListSchema,
  dealerStoreCategory: TextSchema,
  emailMarketing: TextSchema,
  emailShipment: TextSchema,
  emailReporting: TextSchema,
  emailPublicContact: TextSchema,
  consumerOrderContactEmails: z.nullish(ConsumerOrderContactEmailsSchema),
  consumerOrderContactName: TextSchema,
  radius: z.nullish(z.number()),
  disableDirectToShip: flag,
  creditRep: TextSchema,
  destinationCode: TextSchema,
  enableBikeReturn: flag,
  enableGearReturn: flag,
  hideOnConsumerSite: flag,
  momentumOnly: flag,
  dealerInventory: flag,
  dealerInventoryUpdatedDate: TimestampSchema,
  creditUpperLimit: z.nullish(z.number()),
  contactPersonIdEP: TextSchema,
  enabledOnConsumerSite: flag,
  printPreLabel: flag,
  freightAllowanceCode: TextSchema,
  internalSalesRep: TextSchema,
  qaRep: TextSchema,
  quickBooksAPNumber: TextSchema,
  quickBooksClassNumber: TextSchema,
  quickBooksFreightNumber: TextSchema,
  QuickBooksAccountNumber: TextSchema,
  retailDirectToConsumer: flag,
  shopLocalStockOnly: flag,
  webLinkEnable: flag,
  modifiedAt: TimestampSchema,
  deliveryTerm: TextSchema,
  languageCode: TextSchema,
})

/**
 * Development spellings of two fields: { devName: specName }. One definition for the schema's
 * renaming and for writes, which send an edited field back under the spelling that came
 * (lib/data-service/write-back.ts).
 */
export const STORE_CONFIG_RENAMES = {
  defaultWarehouse: 'sourceWarehouseIds',
  gRAActive: 'GRAActive',
} as const

/**
 * Dealer and store settings. Development data spells two fields differently:
 * `defaultWarehouse` (spec: sourceWarehouseIds, sometimes a single string) and `gRAActive`
 * (spec: GRAActive). Either spelling is accepted; only the spec's names come out, and
 * sourceWarehouseIds (like retailGroupCodes) is always a list.
 */
export const StoreConfigSchema = withRenames(STORE_CONFIG_RENAMES, StoreConfigFieldsSchema)

export type StoreConfig = z.output<typeof StoreConfigSchema>
export type ConsumerOrderContactEmails = z.output<typeof ConsumerOrderContactEmailsSchema>
