import * as z from 'zod/mini'

import { renamesOf, withRenames } from '@/entities/fields'

import { IDENTIFYING_FIELDS } from './tolerant-read'

/**
 * Reading a few fields of a record (docs/decisions/032): a whole-network reading that folds three
 * fields of 500 store settings a page need not check the other fifty. Its own module, so the code
 * stays with the readings that use it (read-every-page), off every page's first load.
 */

/** A record read for `K` only (onlyFields): those fields and what identifies it. */
export type FieldsOf<T, K extends keyof T> = Pick<
  T,
  K | Extract<keyof T, (typeof IDENTIFYING_FIELDS)[number]>
>

/**
 * The schema reading only `fields` of a record, and what identifies it (with the renames into
 * those fields): a reading that folds three fields of 500 store settings need not check the other
 * fifty. The fields left out are not in the record; what the service sent still is, in
 * `$received.raw`.
 */
export function onlyFields<T, K extends keyof T & string>(
  schema: z.ZodMiniType<T>,
  fields: readonly K[],
): z.ZodMiniType<FieldsOf<T, K>> {
  const def = (schema as z.ZodMiniType & { def: { type: string } }).def
  const object =
    def.type === 'pipe' ? (def as unknown as { out: z.ZodMiniObject }).out : (schema as z.ZodMiniObject)
  const kept: string[] = [...IDENTIFYING_FIELDS.filter((field) => field in object.shape), ...fields]
  const picked = z.pick(object, Object.fromEntries(kept.map((field) => [field, true])))
  const renames = renamesOf(schema)
  if (renames) {
    // Only the renames into the fields kept: most records then need no copy at all.
    const needed = Object.entries(renames).filter(([, specName]) => kept.includes(specName))
    if (needed.length === 0) return picked as unknown as z.ZodMiniType<FieldsOf<T, K>>
    return withRenames(Object.fromEntries(needed), picked) as unknown as z.ZodMiniType<FieldsOf<T, K>>
  }
  const read = def.type === 'pipe' ? z.pipe((def as unknown as { in: z.ZodMiniType }).in, picked) : picked
  return read as unknown as z.ZodMiniType<FieldsOf<T, K>>
}
