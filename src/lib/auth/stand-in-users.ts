import type { Role } from './role'

/** The demo users the local sign-in stand-in offers (development only). */
export const STAND_IN_USERS = [
  { name: 'Mei-Ling Chen', email: 'mei-ling.chen@example.com' },
  { name: 'Lukas Becker', email: 'lukas.becker@example.com' },
  { name: 'Avery Johnson', email: 'avery.johnson@example.com' },
] as const

/** Who signs in with the stand-in, and as what: the role becomes a Cognito group of the id token. */
export type StandInUser = { name: string; email: string; role: Role }

/**
 * The Cognito groups the stand-in puts in its id tokens, one per role, and the role each names:
 * the mock broker of `npm start` maps them back as the real broker maps BROKER_ROLES.
 */
export const STAND_IN_GROUPS: Readonly<Record<Role, string>> = {
  editor: 'portal-editors',
  viewer: 'portal-viewers',
}

export const STAND_IN_GROUP_ROLES: Readonly<Record<string, Role>> = {
  [STAND_IN_GROUPS.editor]: 'editor',
  [STAND_IN_GROUPS.viewer]: 'viewer',
}
