/**
 * Who may do what: a user's Cognito groups name a role, and a role names the data service's
 * scopes the broker asks for on the user's behalf. Pure, so the broker, its tests and the mock
 * broker of `npm start` (mocks/) share one rule.
 */
export type Role = 'viewer' | 'editor'

const READ = 'dealer_store/read'

/** A viewer reads; an editor also creates, updates and deletes. */
export const SCOPES_OF_ROLE: Readonly<Record<Role, readonly string[]>> = {
  viewer: [READ],
  editor: ['dealer_store/create', READ, 'dealer_store/update', 'dealer_store/delete'],
}

/** Widest first: a user in several mapped groups gets the widest of their roles. */
const ROLES_WIDEST_FIRST: readonly Role[] = ['editor', 'viewer']

export type GroupRoles = Readonly<Record<string, Role>>

export const isRole = (value: unknown): value is Role => value === 'viewer' || value === 'editor'

/** The widest role the groups map to; undefined when none of them is mapped. */
export function roleOfGroups(groups: readonly string[], roles: GroupRoles): Role | undefined {
  const held = new Set(groups.flatMap((group) => (Object.hasOwn(roles, group) ? [roles[group]] : [])))
  return ROLES_WIDEST_FIRST.find((role) => held.has(role))
}
