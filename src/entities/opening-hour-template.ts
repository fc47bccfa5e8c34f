import * as z from 'zod/mini'

import { EntityIdSchema, RefIdSchema, TimestampSchema } from './fields'

/**
 * Opening-hour template: links a template (its id) to an opening hour
 * (openingHourId).
 */
export const OpeningHourTemplateSchema = z.object({
  id: EntityIdSchema,
  openingHourId: RefIdSchema,
  modifiedAt: TimestampSchema,
})

export type OpeningHourTemplate = z.output<typeof OpeningHourTemplateSchema>
