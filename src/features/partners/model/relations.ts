import type { BpType } from '@/entities/business-partner'

/**
 * The brand's network, stated once, as data rather than code:
 * dealers hang under distributors, stores under dealers.
 */
export const PARENT_TYPE: Readonly<Partial<Record<BpType, BpType>>> = {
  dealer: 'distributor',
  store: 'dealer',
}

/** The children a type has: a distributor's dealers, a dealer's stores (the inverse of PARENT_TYPE). */
export const CHILD_TYPE: Readonly<Partial<Record<BpType, BpType>>> = Object.fromEntries(
  Object.entries(PARENT_TYPE).map(([child, parent]) => [parent, child]),
)

/**
 * A partner opened under another type's address (a dealer's id at /stores/detail/): its page
 * moves to its own address. A partner whose type is not known stays where it was opened.
 */
export function isWrongType(actual: BpType | null | undefined, page: BpType): boolean {
  return actual != null && actual !== page
}
