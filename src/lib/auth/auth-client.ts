import type { Language } from '@/config/site'

/** spec §3: the signed-in user as the app sees it. */
export type CurrentUser = {
  /** The id token's `name` claim. */
  username: string
  /** The id token's `email` claim. */
  email: string
  /** The identity provider's attributes (GetUser), `{}` when there are none. */
  attributes: Record<string, string>
  session: { accessToken: string; idToken: string }
}

/** spec §4: the gate lets a user in only with both tokens, a name and an email. */
export function isCompleteUser(user: Partial<CurrentUser> | undefined): user is CurrentUser {
  return Boolean(user?.session?.accessToken && user.session.idToken && user.username && user.email)
}

export type SignInOptions = { language: Language; returnTo?: string }

/** What the portal needs of an identity provider; Cognito (Amplify) or the dev stand-in. */
export interface AuthClient {
  readonly mode: 'cognito' | 'stand-in'
  /** Starts the hosted sign-in: the browser leaves the page. */
  signIn(options: SignInOptions): Promise<void>
  /** On /auth/callback/: finishes the sign-in; resolves with where to go, rejects on failure. */
  completeSignIn(): Promise<{ returnTo?: string }>
  /** The signed-in user, or a rejection when there is no complete session. */
  getCurrentUser(): Promise<CurrentUser>
  /** Revokes and clears the session, then leaves for the login page (or the hosted logout). */
  signOut(language: Language): Promise<void>
}

let client: Promise<AuthClient> | undefined

/**
 * The client of this build. The condition is a build-time constant, so webpack drops the
 * branch not taken: a build with Cognito settings holds none of the stand-in (issue 4).
 */
export function getAuthClient(): Promise<AuthClient> {
  client ??= process.env.GATSBY_COGNITO_DOMAIN
    ? import('./cognito-client').then(({ createCognitoClient }) => createCognitoClient())
    : import('./stand-in-client').then(({ createStandInClient }) => createStandInClient())
  return client
}

/** Tests install their own client. */
export function setAuthClient(next: AuthClient | undefined) {
  client = next ? Promise.resolve(next) : undefined
}
