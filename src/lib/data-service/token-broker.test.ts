import { http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'

import * as Env from '@/config/env'

import { server } from '@mocks/node'
import { storeCognitoSession } from '@/test/cognito-session'

import { createTokenManager } from './token-manager'
import type { AppToken, TokenStore } from './token-storage'

const { BROKER_URL } = vi.hoisted(() => ({ BROKER_URL: 'https://broker.example.com/data-token' }))

// A build for a token broker: no client secret, and the broker's address as token endpoint.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof Env>()
  const env = actual.parseEnv({
    GATSBY_DATA_SERVICE_URL: 'http://data.test',
    GATSBY_DATA_AUTH_URL: 'http://auth.test',
    GATSBY_DATA_TOKEN_URL: BROKER_URL,
    GATSBY_DATA_CLIENT_ID: 'portal',
    GATSBY_DATA_API_KEY: 'key',
    GATSBY_COGNITO_USER_POOL_ID: 'eu-west-1_Pool1',
    GATSBY_COGNITO_CLIENT_ID: 'portal-app',
    GATSBY_COGNITO_DOMAIN: 'auth.example.com',
  })
  return { ...actual, getEnv: () => env }
})

// The identity client's code (Amplify) is what a page's first data must not wait for.
vi.mock('@/lib/auth/auth-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getAuthClient: () => {
    throw new Error('the identity client was loaded')
  },
}))

describe('a build without a client secret (token broker)', () => {
  test('asks the configured endpoint with the user’s id token and never a secret', async () => {
    const requests: Request[] = []
    server.use(
      http.post(BROKER_URL, ({ request }) => {
        requests.push(request.clone())
        return HttpResponse.json({ access_token: 'short-lived', expires_in: 900, token_type: 'Bearer' })
      }),
    )
    const manager = createTokenManager({
      store: memoryStore(),
      userIdToken: async () => 'id-token-of-the-user',
    })
    await expect(manager.getAppToken()).resolves.toBe('short-lived')
    const [request] = requests
    expect(request?.headers.get('authorization')).toBe('Bearer id-token-of-the-user')
    const form = Object.fromEntries(new URLSearchParams(await request?.text()))
    expect(form).not.toHaveProperty('client_secret')
    expect(form).toMatchObject({ grant_type: 'client_credentials', client_id: 'portal' })
  })

  test('the app’s manager sends a fresh stored session’s id token without loading the identity client', async () => {
    storeCognitoSession({ clientId: 'portal-app' })
    const idToken = localStorage.getItem('CognitoIdentityServiceProvider.portal-app.google_1234.idToken')
    const authorizations: (string | null)[] = []
    server.use(
      http.post(BROKER_URL, ({ request }) => {
        authorizations.push(request.headers.get('authorization'))
        return HttpResponse.json({ access_token: 'brokered', expires_in: 900, token_type: 'Bearer' })
      }),
    )
    const { appTokenManager } = await import('./token-manager')
    await expect(appTokenManager.getAppToken()).resolves.toBe('brokered')
    expect(authorizations).toEqual([`Bearer ${idToken}`])
  })

  test('the settings need no secret', () => {
    expect(() =>
      Env.parseEnv({
        GATSBY_DATA_SERVICE_URL: 'http://data.test',
        GATSBY_DATA_AUTH_URL: 'http://auth.test',
        // Without a secret the broker's address is required (env.ts tokenProblems).
        GATSBY_DATA_TOKEN_URL: BROKER_URL,
        GATSBY_DATA_CLIENT_ID: 'portal',
        GATSBY_DATA_API_KEY: 'key',
      }),
    ).not.toThrow()
  })
})

function memoryStore(): TokenStore {
  let token: AppToken | undefined
  return {
    read: () => token,
    write: (next) => void (token = next),
    remove: () => void (token = undefined),
  }
}
