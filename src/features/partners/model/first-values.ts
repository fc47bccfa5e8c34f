import type { BpType } from '@/entities/business-partner'
import { BP_TYPES } from '@/entities/partner-kinds'

import { isWrongType } from './relations'

/**
 * A partner's values its page shows before the app has run (docs/decisions/019): written into
 * the pre-rendered page by the document's first script, from the answer it asked for. Only plain
 * text the page shows exactly as the service sent it: nothing here is translated, formatted or
 * made a link, so the first script carries no rule the app applies to its other values.
 */
const FIRST_VALUE_FIELDS = ['name', 'accountNum'] as const
export type FirstValueField = (typeof FIRST_VALUE_FIELDS)[number]
export type FirstValues = Partial<Record<FirstValueField, string>>

export const isFirstValueField = (name: unknown): name is FirstValueField =>
  FIRST_VALUE_FIELDS.some((field) => field === name)

/** The attribute naming the element of the pre-rendered page a value goes into. */
export const FIRST_VALUE_ATTRIBUTE = 'data-first-value'

/** Which partner a page is waiting for: the id of its address, under its type's address. */
export type AwaitedPartner = { id: number; kind: BpType }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The values to show from the service's answer for the partner a page waits for, or undefined
 * when the answer is not that partner's, or is a partner of another type (the page moves to its
 * own address: nothing of it shows here). A value that is not a non-blank string is left out:
 * the app shows it, or says it is not given or unreadable, once it runs.
 */
export function firstValuesOf(body: unknown, awaited: AwaitedPartner): FirstValues | undefined {
  if (!isObject(body) || body.id !== awaited.id) return undefined
  // An unknown type is unreadable to the app (tolerant reading), not another type.
  const type = BP_TYPES.find((kind) => kind === body.bpType)
  if (isWrongType(type, awaited.kind)) return undefined
  const values: FirstValues = {}
  for (const field of FIRST_VALUE_FIELDS) {
    const value = body[field]
    if (typeof value === 'string' && value.trim() !== '') values[field] = value
  }
  return values
}
