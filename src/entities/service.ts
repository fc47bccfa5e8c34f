import { z } from 'zod'

import { EntityIdSchema, RecIdSchema, TextSchema, TimestampSchema } from './fields'

/** spec §3 Service: a campaign (axCampaignId) a partner (gsc) offers. */
export const ServiceSchema = z.object({
  id: EntityIdSchema,
  axCampaignId: RecIdSchema.nullish(),
  gsc: TextSchema,
  name: TextSchema,
  description: TextSchema,
  modifiedAt: TimestampSchema,
})

export type Service = z.output<typeof ServiceSchema>
