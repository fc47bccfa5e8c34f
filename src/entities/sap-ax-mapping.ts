import * as z from 'zod/mini'

import { EntityIdSchema, RefIdSchema, TextSchema, TimestampSchema } from './fields'

/** SAP-AX mapping: a partner's account number in each ERP. */
export const SapAxMappingSchema = z.object({
  id: EntityIdSchema,
  bpId: RefIdSchema,
  sapAccountNum: TextSchema,
  axAccountNum: TextSchema,
  modifiedAt: TimestampSchema,
})

export type SapAxMapping = z.output<typeof SapAxMappingSchema>
