import * as z from 'zod/mini'

import { EntityIdSchema, RefIdSchema, TextSchema, TimestampSchema } from './fields'

/** Pricing: the price group a partner buys at. */
export const PricingSchema = z.object({
  id: EntityIdSchema,
  bpId: RefIdSchema,
  priceGroup: TextSchema,
  modifiedAt: TimestampSchema,
})

export type Pricing = z.output<typeof PricingSchema>
