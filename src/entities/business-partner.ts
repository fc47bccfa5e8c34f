import * as z from 'zod/mini'

import {
  EntityIdSchema,
  RecIdSchema,
  RefIdSchema,
  TextSchema,
  TimestampSchema,
  postalAddressFields,
} from './fields'
import { BP_TYPES, PARTNER_STATUSES } from './partner-kinds'

const BpTypeSchema = z.enum(BP_TYPES)
export type BpType = z.output<typeof BpTypeSchema>

const PartnerStatusSchema = z.enum(PARTNER_STATUSES)
export type PartnerStatus = z.output<typeof PartnerStatusSchema>

/**
 * Business partner. Required: gsc, name, phone, email, city, street, zipcode,
 * country. Emails stay plain strings: a malformed address in the ERP must not make a partner
 * unreadable. parentId links dealers to their distributor and stores to their dealer (null at the
 * top).
 */
export const BusinessPartnerSchema = z.object({
  id: EntityIdSchema,
  accountNum: TextSchema,
  parentId: RefIdSchema,
  bpType: z.nullish(BpTypeSchema),
  status: z.nullish(PartnerStatusSchema),
  sourceType: TextSchema,
  sourceRecId: z.nullish(RecIdSchema),
  gsc: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  fax: TextSchema,
  ...postalAddressFields,
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
  createdAt: TimestampSchema,
  modifiedAt: TimestampSchema,
  openingHourTemplateId: RefIdSchema,
})

export type BusinessPartner = z.output<typeof BusinessPartnerSchema>
