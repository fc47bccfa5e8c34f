import type { Language } from '@/config/site'

// The types the clients share, on their own: auth-client loads the clients and the clients
// implement these, which was a cycle through auth-client (import-x/no-cycle refuses one).

/** The signed-in user as the app sees it. */
export type CurrentUser = {
  /** The id token's `name` claim. */
  username: string
  /** The id token's `email` claim. */
  email: string
  /** The identity provider's attributes (GetUser), `{}` when there are none. */
  attributes: Record<string, string>
  session: { accessToken: string; idToken: string }
}

type SignInOptions = { language: Language; returnTo?: string }

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
