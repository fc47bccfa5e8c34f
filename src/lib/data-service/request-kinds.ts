/**
 * The kinds of request the product distinguishes. A const object rather than a TS
 * enum so the values are plain strings that survive logging and structured cloning.
 */
export const RequestKind = {
  CREATE: 'CREATE',
  READ: 'READ',
  READ_BY_PARAM: 'READ_BY_PARAM',
  READ_MANY: 'READ_MANY',
  UPDATE: 'UPDATE',
  DELETE: 'DELETE',
  PATCH: 'PATCH',
} as const

export type RequestKind = (typeof RequestKind)[keyof typeof RequestKind]

export const requestKinds = Object.values(RequestKind)
