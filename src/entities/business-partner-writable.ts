import * as z from 'zod/mini'

import { EntityIdSchema, RefIdSchema, TextSchema, TimestampSchema } from './fields'

/**
 * Business partner writable: a partner's web presence. `Facebook` is capitalised as
 * in the spec.
 */
export const BusinessPartnerWritableSchema = z.object({
  id: EntityIdSchema,
  bpId: RefIdSchema,
  url: TextSchema,
  Facebook: TextSchema,
  instagram: TextSchema,
  createdAt: TimestampSchema,
  modifiedAt: TimestampSchema,
})

export type BusinessPartnerWritable = z.output<typeof BusinessPartnerWritableSchema>
