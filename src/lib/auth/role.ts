import { DATA_SCOPES } from '@/config/data-scopes'

/**
 * What a signed-in user may do, as the data service will enforce it: a viewer browses, an editor
 * also changes. It is read from the scopes the application token was granted, never from
 * anything the browser could edit or guess; hiding what a viewer cannot do is a courtesy, the
 * data service's own scope check is what enforces it.
 */
export type Role = 'viewer' | 'editor'

const WRITE_SCOPES = [DATA_SCOPES.create, DATA_SCOPES.update, DATA_SCOPES.delete] as const

/** An editor holds every write scope; anything less can only browse. */
export function roleOfScopes(scopes: readonly string[]): Role {
  return WRITE_SCOPES.every((scope) => scopes.includes(scope)) ? 'editor' : 'viewer'
}
