import * as z from 'zod/mini'

import { EntityIdSchema, RecIdSchema, RefIdSchema, TimestampSchema } from './fields'

/**
 * Service map: which partner (bpId) runs which campaign (a service's axCampaignId).
 */
export const ServiceMapSchema = z.object({
  id: EntityIdSchema,
  bpId: RefIdSchema,
  campaignId: z.nullish(RecIdSchema),
  modifiedAt: TimestampSchema,
})

export type ServiceMap = z.output<typeof ServiceMapSchema>
