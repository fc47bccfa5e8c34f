import * as z from 'zod/mini'

/** A range filter: from and/or to, at least one. */
const RangeFilterSchema = z.strictObject({ from: z.optional(z.string()), to: z.optional(z.string()) }).check(
  z.refine((range) => range.from !== undefined || range.to !== undefined, {
    message: 'A range needs from, to or both',
  }),
)

/**
 * Filters keyed by name: a list of strings, a range, or a record of lists. Read only
 * as the source of `Filters` so far, hence @public for knip.
 * @public
 */
export const FiltersSchema = z._default(
  z.record(
    z.string(),
    z.union([z.array(z.string()), RangeFilterSchema, z.record(z.string(), z.array(z.string()))]),
  ),
  {},
)

export type Filters = z.output<typeof FiltersSchema>
export type RangeFilter = z.output<typeof RangeFilterSchema>
