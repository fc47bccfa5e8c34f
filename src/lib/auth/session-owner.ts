import type { CurrentUser } from './auth-types'

/**
 * Whose the things a signed-in user leaves in this browser are (offline copies,
 * recent partners and saved views): the identity provider's user id, else the email.
 * On its own, so the pages that key their storage by it do not load the session's end with it.
 */
export function sessionOwner(user: CurrentUser): string {
  return user.attributes.sub ?? user.email
}
