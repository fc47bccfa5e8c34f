/**
 * The data service's scopes: the application token holds scopes to create, read,
 * update and delete dealer stores. What a token may do decides the user's role (lib/auth/role.ts);
 * the data service checks the same scopes on every call.
 */
export const DATA_SCOPES = {
  create: 'dealer_store/create',
  read: 'dealer_store/read',
  update: 'dealer_store/update',
  delete: 'dealer_store/delete',
} as const

export type DataScope = (typeof DATA_SCOPES)[keyof typeof DATA_SCOPES]

/** Every scope: create, read, update, delete. */
export const ALL_DATA_SCOPES: readonly DataScope[] = Object.values(DATA_SCOPES)

/** Scopes as OAuth writes them (RFC 6749 §3.3): space-separated, in any order. */
export function parseScope(scope: string | null | undefined): string[] {
  return scope ? [...new Set(scope.split(/[\s,]+/).filter(Boolean))] : []
}
