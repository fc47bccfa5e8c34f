import * as z from 'zod/mini'

import { EntityIdSchema, RefIdSchema, TextSchema, TimestampSchema } from './fields'

/** Discount: percentage is a number of percent (12.5 means 12.5 %). */
export const DiscountSchema = z.object({
  id: EntityIdSchema,
  bpId: RefIdSchema,
  code: TextSchema,
  percentage: z.nullish(z.number()),
  modifiedAt: TimestampSchema,
})

export type Discount = z.output<typeof DiscountSchema>
