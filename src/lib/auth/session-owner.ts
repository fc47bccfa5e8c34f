import type { CurrentUser } from './auth-types'

/**
 * Whose the things a signed-in user leaves in this browser are (offline copies, issue 13 §2;
 * recent partners and saved views, issue 15): the identity provider's user id, else the email.
 * On its own, so the pages that key their storage by it do not load the session's end with it.
 */
export function sessionOwner(user: CurrentUser): string {
  return user.attributes.sub ?? user.email
}
