import { create } from 'zustand'

import { DATA_SCOPES } from '@/config/data-scopes'

/**
 * What a signed-in user may do, as the data service will enforce it: a viewer browses, an editor
 * also changes. It is read from the scopes the application token was granted (the token answer's
 * `scope`), never from anything the browser could edit or guess. Hiding what a viewer cannot do is
 * a courtesy: the data service's own scope check is what enforces it.
 */
export type Role = 'viewer' | 'editor'

const WRITE_SCOPES = [DATA_SCOPES.create, DATA_SCOPES.update, DATA_SCOPES.delete] as const

/** An editor holds every write scope; anything less can only browse. */
export function roleOfScopes(scopes: readonly string[]): Role {
  return WRITE_SCOPES.every((scope) => scopes.includes(scope)) ? 'editor' : 'viewer'
}

/** The role of the token in use; none until the first token is held, and none after sign-out. */
export const useRole = create<{ role?: Role }>()(() => ({}))

/** The token manager's word, each time it takes a token into use. */
export function grantRole(scopes: readonly string[]): void {
  useRole.setState({ role: roleOfScopes(scopes) })
}

/** The session ended: nothing may be assumed of the next one. */
export function forgetRole(): void {
  useRole.setState({ role: undefined })
}

/** Whether the user may change data: an editor. False until the role is known. */
export const useMayChange = (): boolean => useRole((state) => state.role === 'editor')

/**
 * Whether a placeholder keeps room for an editor's controls (a skeleton's box column, the stand-in
 * of Import): until the role is known, it does. A placeholder that grows when the token arrives
 * moves the page under the user's eyes for every editor; one that shrinks does so for a viewer,
 * once, while the page loads. What may be done still waits for the role (useMayChange).
 */
export const useRoomForChanges = (): boolean => useRole((state) => state.role !== 'viewer')
