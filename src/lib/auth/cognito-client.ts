import 'aws-amplify/auth/enable-oauth-listener'

import { Amplify } from 'aws-amplify'
import {
  fetchAuthSession,
  fetchUserAttributes,
  signInWithRedirect,
  signOut as amplifySignOut,
} from 'aws-amplify/auth'
import { Hub } from 'aws-amplify/utils'

import { getEnv } from '@/config/env'
import { languageOfPath, type Language } from '@/config/site'

import { amplifyConfig } from './amplify-config'
import type { AuthClient, CurrentUser } from './auth-types'
import { readJwtClaims, stringClaim } from './jwt'
import { NotSignedInError } from './not-signed-in-error'
import { useRedirectOutcomeStore } from './redirect-outcome-store'

/** How long the callback page waits for Amplify to finish a flow it has in flight. */
const COMPLETE_TIMEOUT_MS = 15_000
/** ...and for a last Hub event when no flow is in flight (Amplify clears its flag just before). */
const NO_FLOW_GRACE_MS = 1_500

/** Amplify's own "a redirect sign-in is in flight" flag (its DefaultOAuthStore key). */
function hasFlowInFlight(): boolean {
  const clientId = getEnv().GATSBY_COGNITO_CLIENT_ID
  try {
    return localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.inflightOAuth`) === 'true'
  } catch {
    return false
  }
}

function configure(language: Language) {
  Amplify.configure(amplifyConfig(getEnv(), window.location.origin, language))
}

/** The hosted-UI sign-in through aws-amplify v6. */
export function createCognitoClient(): AuthClient {
  const { settle, setCustomState } = useRedirectOutcomeStore.getState()
  Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'customOAuthState') setCustomState(payload.data)
    if (payload.event === 'signInWithRedirect') settle({ status: 'signed-in' })
    if (payload.event === 'signInWithRedirect_failure')
      settle({ status: 'failed', error: payload.data.error })
  })
  // Configuring also finishes a redirect sign-in in flight (the enable-oauth-listener import).
  configure(languageOfPath(window.location.pathname))

  return {
    mode: 'cognito',

    async signIn({ language, returnTo }) {
      configure(language)
      const identityProvider = getEnv().GATSBY_COGNITO_IDENTITY_PROVIDER
      await signInWithRedirect({
        customState: JSON.stringify({ returnTo }),
        ...(identityProvider && { provider: { custom: identityProvider } }),
      })
    },

    completeSignIn() {
      const params = new URLSearchParams(window.location.search)
      if (
        !params.get('code') &&
        !params.get('error') &&
        useRedirectOutcomeStore.getState().outcome.status === 'pending'
      ) {
        // Nothing came back from the provider: no flow to finish.
        return Promise.reject(new Error('User cancelled OAuth flow.'))
      }
      const waitMs = hasFlowInFlight() ? COMPLETE_TIMEOUT_MS : NO_FLOW_GRACE_MS
      return new Promise((resolve, reject) => {
        const timer = window.setTimeout(() => {
          unsubscribe()
          reject(new Error("Couldn't finish OAuth flow, check your User Pool HostedUI settings"))
        }, waitMs)
        const check = ({ outcome, customState }: ReturnType<typeof useRedirectOutcomeStore.getState>) => {
          if (outcome.status === 'pending') return
          window.clearTimeout(timer)
          unsubscribe()
          if (outcome.status === 'failed') reject(outcome.error)
          else resolve({ returnTo: parseReturnTo(customState) })
        }
        const unsubscribe = useRedirectOutcomeStore.subscribe(check)
        check(useRedirectOutcomeStore.getState())
      })
    },

    async getCurrentUser(): Promise<CurrentUser> {
      // Refreshes the tokens when either is within 5 s of expiry; a refresh
      // refused as NotAuthorized clears them and yields no tokens.
      const { tokens } = await fetchAuthSession()
      if (!tokens?.accessToken || !tokens.idToken) throw new NotSignedInError()
      const idToken = tokens.idToken.toString()
      const claims = readJwtClaims(idToken)
      const accessToken = tokens.accessToken.toString()
      return {
        username: stringClaim(claims, 'name'),
        email: stringClaim(claims, 'email'),
        attributes: await attributesFor(accessToken),
        session: { accessToken, idToken },
      }
    },

    async signOut(language) {
      configure(language)
      // Revokes the refresh token, clears the tokens and, for hosted-UI sign-ins, leaves for
      // the hosted logout page, which comes back to /auth/login/.
      await amplifySignOut()
    },
  }
}

/**
 * The user's attributes (a GetUser call), asked once per access token: the current-user query
 * re-reads the session every minute, which is local unless a refresh is due, and should not
 * cost a round trip to Cognito each time.
 */
let attributesCache: { accessToken: string; attributes: Promise<Record<string, string>> } | undefined

function attributesFor(accessToken: string): Promise<Record<string, string>> {
  if (attributesCache?.accessToken !== accessToken) {
    const attributes = fetchUserAttributes().then(
      (all) =>
        Object.fromEntries(
          Object.entries(all).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        ),
      // Attributes default to {}; a failed GetUser must not sign the user out.
      () => ({}),
    )
    attributesCache = { accessToken, attributes }
  }
  return attributesCache.attributes
}

function parseReturnTo(customState: string | undefined): string | undefined {
  if (!customState) return undefined
  try {
    const parsed: unknown = JSON.parse(customState)
    const returnTo = (parsed as { returnTo?: unknown } | null)?.returnTo
    return typeof returnTo === 'string' ? returnTo : undefined
  } catch {
    return undefined
  }
}
