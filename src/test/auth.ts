import { afterEach, vi } from 'vitest'

import { setAuthClient } from '@/lib/auth/auth-client'
import type { AuthClient, CurrentUser } from '@/lib/auth/auth-types'

/** A complete session, as the auth gate wants it. */
export function signedInUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    username: 'Avery Johnson',
    email: 'avery.johnson@example.com',
    attributes: {},
    session: { accessToken: 'access-token', idToken: 'id-token' },
    ...overrides,
  }
}

export type FakeAuthClient = AuthClient & {
  signIn: ReturnType<typeof vi.fn<AuthClient['signIn']>>
  completeSignIn: ReturnType<typeof vi.fn<AuthClient['completeSignIn']>>
  getCurrentUser: ReturnType<typeof vi.fn<AuthClient['getCurrentUser']>>
  signOut: ReturnType<typeof vi.fn<AuthClient['signOut']>>
}

/**
 * Installs a stand-in-mode auth client whose every method is a spy: signed in as
 * `signedInUser()` unless told otherwise. It is removed after the test.
 */
export function installFakeAuthClient(overrides: Partial<AuthClient> = {}): FakeAuthClient {
  const client: FakeAuthClient = {
    mode: 'stand-in',
    signIn: vi.fn<AuthClient['signIn']>().mockResolvedValue(undefined),
    completeSignIn: vi.fn<AuthClient['completeSignIn']>().mockResolvedValue({}),
    getCurrentUser: vi.fn<AuthClient['getCurrentUser']>().mockResolvedValue(signedInUser()),
    signOut: vi.fn<AuthClient['signOut']>().mockResolvedValue(undefined),
  }
  Object.assign(client, overrides)
  setAuthClient(client)
  return client
}

afterEach(() => setAuthClient(undefined))
