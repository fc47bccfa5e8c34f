import * as z from 'zod/mini'

/**
 * Tolerant reading (docs/decisions/010): a field whose value has an unexpected shape
 * costs that field, not the record or its section. The data service drifts (the spec itself shows
 * the real service and the development data disagreeing on names), so:
 * - a field that does not match its schema is left out (a required text becomes ''), named in
 *   `$received.unreadable` so the UI can say "unreadable", and logged once;
 * - a record is refused only when what identifies it (`id`, `bpId`) is unusable;
 * - every record keeps what the service sent (`$received.raw`), so a write can send back the
 *   fields the portal does not know, spelled as they came (write-back.ts).
 */

/** What the service sent for a record, beside what the schema made of it. */
type Received = {
  /** The record exactly as it came, unknown fields and development spellings included. */
  readonly raw: Readonly<Record<string, unknown>>
  /** Fields (the spec's names) whose value could not be read; they are absent from the record. */
  readonly unreadable: readonly string[]
}

/** An entity as the app holds it: the parsed fields plus what the service sent. */
export type Read<T> = T & { readonly $received?: Received }

/** Fields whose failure refuses the whole record: without them it cannot be placed. */
export const IDENTIFYING_FIELDS = ['id', 'bpId'] as const

type Fields = Readonly<Record<string, z.core.$ZodType>>

/** An entity schema is an object, or a pipe whose first step renames keys into that object. */
function partsOf(schema: z.ZodMiniType): { prepare: (input: unknown) => unknown; fields: Fields } {
  const def = (schema as z.ZodMiniType & { def: { type: string } }).def
  if (def.type === 'pipe') {
    const { in: prepare, out } = def as unknown as { in: z.ZodMiniType; out: z.ZodMiniObject }
    return { prepare: (input) => prepare.parse(input), fields: out.shape }
  }
  return { prepare: (input) => input, fields: (schema as z.ZodMiniObject).shape }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export type ReadResult<T> =
  | { ok: true; record: Read<T> }
  /** `at`: the field the error is about, when that field was checked on its own. */
  | { ok: false; error: z.core.$ZodError; at: readonly string[] }

/** A reader of one resource's records: every field on its own when the record as a whole fails. */
export function recordReader<T>(resource: string, schema: z.ZodMiniType<T>) {
  const { prepare, fields } = partsOf(schema)
  const entries = Object.entries(fields)
  const logged = new Set<string>()

  /** One console line per field for the reader's (the page's) life: drift shows once, not per record. */
  function logOnce(field: string, error: z.core.$ZodError) {
    if (logged.has(field)) return
    logged.add(field)
    console.warn(`The data service sent ${resource} with an unreadable ${field}:`, error.issues[0]?.message)
  }

  return (input: unknown): ReadResult<T> => {
    const whole = schema.safeParse(input)
    if (whole.success) {
      const raw = isRecord(input) ? input : {}
      return { ok: true, record: { ...whole.data, $received: { raw, unreadable: [] } } }
    }
    if (!isRecord(input)) return { ok: false, error: whole.error, at: [] }
    const prepared = prepare(input) as Record<string, unknown>
    const record: Record<string, unknown> = {}
    const unreadable: string[] = []
    for (const [key, field] of entries) {
      const value = z.safeParse(field, prepared[key])
      if (value.success) {
        if (value.data !== undefined || key in prepared) record[key] = value.data
        continue
      }
      if ((IDENTIFYING_FIELDS as readonly string[]).includes(key))
        return { ok: false, error: value.error, at: [key] }
      unreadable.push(key)
      logOnce(key, value.error)
      // Only text fields are required outside the identifying ones (tolerant-read.test.ts holds
      // every entity to that), so '' keeps the record's type honest.
      const absent = z.safeParse(field, undefined)
      if (!absent.success) record[key] = ''
      else if (absent.data !== undefined) record[key] = absent.data
    }
    return { ok: true, record: { ...(record as T), $received: { raw: input, unreadable } } }
  }
}

/** Whether the service's value of `field` could not be read (the UI shows "unreadable"). */
export function isUnreadable<T extends object>(record: Read<T>, field: keyof T & string): boolean {
  return record.$received?.unreadable.includes(field) ?? false
}
