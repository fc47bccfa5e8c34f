import * as z from 'zod/mini'

import { CalendarDateSchema, EntityIdSchema, RefIdSchema, TextSchema, TimestampSchema } from './fields'

/** Closing date: day, from and to are yyyy-MM-dd calendar dates. */
export const ClosingDateSchema = z.object({
  id: EntityIdSchema,
  bpId: RefIdSchema,
  day: z.nullish(CalendarDateSchema),
  from: z.nullish(CalendarDateSchema),
  to: z.nullish(CalendarDateSchema),
  reason: TextSchema,
  modifiedAt: TimestampSchema,
})

export type ClosingDate = z.output<typeof ClosingDateSchema>
