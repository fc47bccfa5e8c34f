import * as z from 'zod/mini'

/** Every entity has a numeric id. */
export const EntityIdSchema = z.int()

/** A reference to another record's numeric id (bpId, parentId, ...); absent or null when unset. */
export const RefIdSchema = z.nullish(z.int())

/**
 * ERP record ids (sourceRecId, axOpeningHourRecId, ...). sourceRecId is typed as a string
 * (Address); ERP exports sometimes send the same ids as numbers, so a number is
 * accepted and handed out as its decimal string.
 */
export const RecIdSchema = z.union([z.string(), z.pipe(z.number(), z.transform(String))])

/** Optional data text: a real API sends null as readily as it leaves a field out. */
export const TextSchema = z.nullish(z.string())

/** createdAt / modifiedAt: ISO 8601 date-time, with or without an offset. */
export const TimestampSchema = z.nullish(z.iso.datetime({ offset: true, local: true }))

/** yyyy-MM-dd that names a real calendar day (2026-02-30 is refused). */
export const CalendarDateSchema = z.iso.date()

/**
 * A preprocess step renaming development-data spellings to the spec's names
 * (axOpeningHourId, defaultWarehouse, gRAActive). When both spellings arrive, the spec's
 * wins; the development key is always dropped so the output only carries the spec's name.
 */
function renameKeys(renames: Readonly<Record<string, string>>) {
  const pairs = Object.entries(renames)
  return (input: unknown): unknown => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input
    const sent = input as Record<string, unknown>
    // Most records come with the spec's names: as they came (a copy with keys deleted is a slow
    // object for every read after it, and 100,000 of them are read in one overview).
    if (!pairs.some(([devName]) => devName in sent)) return input
    const output: Record<string, unknown> = {}
    for (const key of Object.keys(sent)) if (!Object.hasOwn(renames, key)) output[key] = sent[key]
    for (const [devName, specName] of pairs)
      if (devName in sent && output[specName] === undefined) output[specName] = sent[devName]
    return output
  }
}

/** The renames of each schema made by `withRenames`, for a reading of a few fields (renamesOf). */
const renamesOfSchema = new WeakMap<object, Readonly<Record<string, string>>>()

/**
 * An entity schema whose development spellings (`renames`, development name to spec name) are
 * taken to the spec's names before `fields` checks the record.
 */
export function withRenames<Fields extends z.ZodMiniObject>(
  renames: Readonly<Record<string, string>>,
  fields: Fields,
) {
  const schema = z.pipe(z.transform(renameKeys(renames)), fields)
  renamesOfSchema.set(schema, renames)
  return schema
}

/** The renames `withRenames` made `schema` with (undefined: none). */
export const renamesOf = (schema: object): Readonly<Record<string, string>> | undefined =>
  renamesOfSchema.get(schema)

/**
 * A list of strings that development data may send as one string ("WH-01" or "WH-01,WH-02").
 * Always hands out a list; absent or null becomes the empty list.
 */
export const StringListSchema = z.pipe(
  z.nullish(
    z.union([
      z.array(z.string()),
      z.pipe(
        z.string(),
        z.transform((value) =>
          value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ),
    ]),
  ),
  z.transform((value) => value ?? []),
)

/**
 * The postal address both a business partner and an address record carry: city,
 * street, zipcode and country required, state/province and district optional.
 */
export const postalAddressFields = {
  city: z.string(),
  street: z.string(),
  zipcode: z.string(),
  stateProvince: TextSchema,
  country: z.string(),
  district: TextSchema,
}
