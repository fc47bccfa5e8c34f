import { z } from 'zod'

import { CalendarDateSchema, EntityIdSchema, RefIdSchema, TextSchema, TimestampSchema } from './fields'

/** spec §3 Closing date: day, from and to are yyyy-MM-dd calendar dates. */
export const ClosingDateSchema = z.object({
  id: EntityIdSchema,
  bpId: RefIdSchema,
  day: CalendarDateSchema.nullish(),
  from: CalendarDateSchema.nullish(),
  to: CalendarDateSchema.nullish(),
  reason: TextSchema,
  modifiedAt: TimestampSchema,
})

export type ClosingDate = z.output<typeof ClosingDateSchema>
