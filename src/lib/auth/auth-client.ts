import type { AuthClient, CurrentUser } from './auth-types'

/** The gate lets a user in only with both tokens, a name and an email. */
export function isCompleteUser(user: Partial<CurrentUser> | undefined): user is CurrentUser {
  return Boolean(user?.session?.accessToken && user.session.idToken && user.username && user.email)
}

let client: Promise<AuthClient> | undefined

/**
 * The client of this build. The condition is a build-time constant, so webpack drops the
 * branch not taken: a build with Cognito settings holds none of the stand-in (docs/decisions/002).
 */
export function getAuthClient(): Promise<AuthClient> {
  client ??= (
    process.env.GATSBY_COGNITO_DOMAIN
      ? import('./cognito-client').then(({ createCognitoClient }) => createCognitoClient())
      : import('./stand-in-client').then(({ createStandInClient }) => createStandInClient())
  ).catch((error: unknown) => {
    // Its code could not load (offline, or a deploy replaced the build under the page): the
    // next call tries again instead of failing for good.
    client = undefined
    throw error
  })
  return client
}

/** Tests install their own client. */
export function setAuthClient(next: AuthClient | undefined) {
  client = next ? Promise.resolve(next) : undefined
}
