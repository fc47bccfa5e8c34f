import * as z from 'zod/mini'

import { EntityIdSchema, RefIdSchema, TextSchema, TimestampSchema } from './fields'

/** Dealer config. */
export const DealerConfigSchema = z.object({
  id: EntityIdSchema,
  bpId: RefIdSchema,
  currency: TextSchema,
  taxgroup: TextSchema,
  modifiedAt: TimestampSchema,
})

export type DealerConfig = z.output<typeof DealerConfigSchema>
