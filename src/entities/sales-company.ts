import * as z from 'zod/mini'

import { EntityIdSchema, TextSchema, TimestampSchema } from './fields'

/** Sales company. */
export const SalesCompanySchema = z.object({
  id: EntityIdSchema,
  name: TextSchema,
  modifiedAt: TimestampSchema,
})

export type SalesCompany = z.output<typeof SalesCompanySchema>
