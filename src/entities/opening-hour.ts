import * as z from 'zod/mini'

import { EntityIdSchema, RecIdSchema, TextSchema, TimestampSchema, withRenames } from './fields'

// 'thr' (not 'thu') is the data's spelling of Thursday.
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thr', 'fri', 'sat', 'sun'] as const
const WeekdaySchema = z.enum(WEEKDAYS)
export type Weekday = z.output<typeof WeekdaySchema>

// Empty, or 24-hour HH:MM with hour 0-23 in one or two digits and minutes 00-59.
const OPENING_TIME_PATTERN = /^(?:(?:[01]?\d|2[0-3]):[0-5]\d)?$/

export const OpeningTimeSchema = z
  .string()
  .check(z.regex(OPENING_TIME_PATTERN, 'An opening time is empty or HH:MM between 0:00 and 23:59'))

/** Development spellings of opening-hour fields: { devName: specName }; the schema and write-back both use it. */
export const OPENING_HOUR_RENAMES = { axOpeningHourId: 'axOpeningHourRecId' } as const

/**
 * Opening hour: one weekday of a partner (linked by gsc) with up to three opening
 * spans. An empty span ('' or null) means closed for that part of the day. Development data names
 * axOpeningHourRecId `axOpeningHourId`; either is accepted, only the spec's name comes out.
 */
export const OpeningHourSchema = withRenames(
  OPENING_HOUR_RENAMES,
  z.object({
    id: EntityIdSchema,
    axOpeningHourRecId: z.nullish(RecIdSchema),
    axOpeningHourTemplateRecId: z.nullish(RecIdSchema),
    gsc: TextSchema,
    weekday: z.nullish(WeekdaySchema),
    morningFrom: z.nullish(OpeningTimeSchema),
    morningTo: z.nullish(OpeningTimeSchema),
    afternoonFrom: z.nullish(OpeningTimeSchema),
    afternoonTo: z.nullish(OpeningTimeSchema),
    eveningFrom: z.nullish(OpeningTimeSchema),
    eveningTo: z.nullish(OpeningTimeSchema),
    description: TextSchema,
    modifiedAt: TimestampSchema,
  }),
)

export type OpeningHour = z.output<typeof OpeningHourSchema>
