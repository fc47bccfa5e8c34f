import * as z from 'zod/mini'

import { RecIdSchema, RefIdSchema, TextSchema, TimestampSchema, postalAddressFields } from './fields'

// The ERP address purposes, or empty.
export const ADDRESS_TYPES = [
  'None',
  'Invoice',
  'Delivery',
  'AltDlv',
  'SWIFT',
  'Payment',
  'Service',
  'Home',
  'Other',
  'Business',
  'RemitTo',
  'ShipCarrierThirdPartyShipping',
  'DEL_BKDRemitTo',
  'Internet',
  '',
] as const

const AddressTypeSchema = z.enum(ADDRESS_TYPES)

/**
 * Address: the id is optional; city, street, zipcode, country and sourceRecId are
 * required.
 */
export const AddressSchema = z.object({
  id: z.nullish(z.int()),
  sourceType: TextSchema,
  sourceRecId: RecIdSchema,
  addressType: z.nullish(AddressTypeSchema),
  ...postalAddressFields,
  bpId: RefIdSchema,
  warehouseId: TextSchema,
  modifiedAt: TimestampSchema,
})

export type Address = z.output<typeof AddressSchema>
export type AddressType = z.output<typeof AddressTypeSchema>
