import { z } from 'zod'

/** A range filter: from and/or to, at least one (spec §5). */
export const RangeFilterSchema = z
  .object({ from: z.string().optional(), to: z.string().optional() })
  .strict()
  .refine((range) => range.from !== undefined || range.to !== undefined, {
    message: 'A range needs from, to or both',
  })

/** Filters keyed by name: a list of strings, a range, or a record of lists (spec §5). */
export const FiltersSchema = z
  .record(
    z.string(),
    z.union([z.array(z.string()), RangeFilterSchema, z.record(z.string(), z.array(z.string()))]),
  )
  .default({})

export type Filters = z.output<typeof FiltersSchema>
export type RangeFilter = z.output<typeof RangeFilterSchema>
