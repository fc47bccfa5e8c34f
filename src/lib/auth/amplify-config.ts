import type { ResourcesConfig } from 'aws-amplify'

import type { Env } from '@/config/env'
import { CALLBACK_PATH, LOGIN_PATH } from '@/config/routes'
import { localizePath, type Language } from '@/config/site'

/**
 * Amplify's settings for this origin and language (code response type, no scopes).
 * Built in the browser only: Amplify's redirect sign-in touches `window`.
 */
export function amplifyConfig(env: Env, origin: string, language: Language): ResourcesConfig {
  const { GATSBY_COGNITO_USER_POOL_ID, GATSBY_COGNITO_CLIENT_ID, GATSBY_COGNITO_DOMAIN } = env
  if (!GATSBY_COGNITO_USER_POOL_ID || !GATSBY_COGNITO_CLIENT_ID || !GATSBY_COGNITO_DOMAIN) {
    throw new Error('Cognito is not configured: set GATSBY_COGNITO_USER_POOL_ID, _CLIENT_ID and _DOMAIN')
  }
  // parseEnv has checked that the region, when set, is the pool's: Amplify reads it from the id.
  return {
    Auth: {
      Cognito: {
        userPoolId: GATSBY_COGNITO_USER_POOL_ID,
        userPoolClientId: GATSBY_COGNITO_CLIENT_ID,
        ...(env.GATSBY_COGNITO_USER_POOL_ENDPOINT && {
          userPoolEndpoint: env.GATSBY_COGNITO_USER_POOL_ENDPOINT,
        }),
        loginWith: {
          oauth: {
            domain: GATSBY_COGNITO_DOMAIN,
            scopes: [],
            responseType: 'code',
            redirectSignIn: [`${origin}${localizePath(CALLBACK_PATH, language)}`],
            redirectSignOut: [`${origin}${localizePath(LOGIN_PATH, language)}`],
          },
        },
      },
    },
  }
}
