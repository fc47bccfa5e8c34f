import * as z from 'zod/mini'

import { EntityIdSchema, RecIdSchema, TextSchema, TimestampSchema } from './fields'

/** Service: a campaign (axCampaignId) a partner (gsc) offers. */
export const ServiceSchema = z.object({
  id: EntityIdSchema,
  axCampaignId: z.nullish(RecIdSchema),
  gsc: TextSchema,
  name: TextSchema,
  description: TextSchema,
  modifiedAt: TimestampSchema,
})

export type Service = z.output<typeof ServiceSchema>
