import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'

import { readJwtClaims } from './jwt'
import { NotSignedInError } from './not-signed-in-error'
import { createStandInClient, encodeStandInCode } from './stand-in-client'

const SESSION_KEY = 'bp.standIn.session'
const user = { name: '林文馨', email: 'wen.lin@example.com', role: 'viewer' } as const

let assign: MockInstance<(url: string | URL) => void>

beforeEach(() => {
  // The browser would leave the page; here we only record where it would go.
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
  window.history.replaceState(null, '', '/auth/login/')
})

afterEach(() => {
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

/** Starts a sign-in and gives back the stand-in page's address the browser was sent to. */
async function startSignIn(options: Parameters<ReturnType<typeof createStandInClient>['signIn']>[0]) {
  const client = createStandInClient()
  await client.signIn(options)
  expect(assign).toHaveBeenCalledTimes(1)
  const target = new URL(String(assign.mock.calls[0]?.[0]), window.location.origin)
  return { client, target }
}

/** Plays the stand-in page: back to the callback with a code for `who` and the echoed state. */
function returnToCallback(target: URL, params: Record<string, string>) {
  const redirect = new URL(target.searchParams.get('redirect_uri') ?? '')
  window.history.replaceState(null, '', `${redirect.pathname}?${new URLSearchParams(params)}`)
}

describe('the stand-in sign-in', () => {
  test('sends the browser to the stand-in page with a callback address and a random state', async () => {
    const { target } = await startSignIn({ language: 'en', returnTo: '/dealers/' })
    expect(target.pathname).toBe('/auth/stand-in/')
    expect(target.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth/callback/`)
    expect(target.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{32}$/)
  })

  test('uses the zh-TW stand-in and callback pages for a zh-TW sign-in', async () => {
    const { target } = await startSignIn({ language: 'zh-TW' })
    expect(target.pathname).toBe('/zh-TW/auth/stand-in/')
    expect(target.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/zh-TW/auth/callback/`)
  })

  test('picks a new state for every sign-in', async () => {
    const first = await startSignIn({ language: 'en' })
    assign.mockClear()
    const second = await startSignIn({ language: 'en' })
    expect(second.target.searchParams.get('state')).not.toBe(first.target.searchParams.get('state'))
  })

  test('completes the round trip and signs the user in', async () => {
    const { client, target } = await startSignIn({ language: 'en', returnTo: '/dealers/?page=2' })
    returnToCallback(target, { code: encodeStandInCode(user), state: target.searchParams.get('state') ?? '' })

    await expect(client.completeSignIn()).resolves.toEqual({ returnTo: '/dealers/?page=2' })
    // The code leaves the address bar once used.
    expect(window.location.pathname).toBe('/auth/callback/')
    expect(window.location.search).toBe('')

    const current = await client.getCurrentUser()
    expect(current).toEqual({
      username: '林文馨',
      email: 'wen.lin@example.com',
      attributes: { name: '林文馨', email: 'wen.lin@example.com' },
      session: { accessToken: expect.any(String), idToken: expect.any(String) },
    })
    expect(readJwtClaims(current.session.idToken)).toMatchObject({
      name: '林文馨',
      email: 'wen.lin@example.com',
      'cognito:username': 'wen.lin@example.com',
      // The chosen role as a Cognito group, which the (mock) token broker turns into scopes.
      'cognito:groups': ['portal-viewers'],
      token_use: 'id',
    })
    expect(readJwtClaims(current.session.accessToken)).toMatchObject({ token_use: 'access' })
  })

  test('refuses a callback whose state does not match the stored one', async () => {
    const { client, target } = await startSignIn({ language: 'en' })
    returnToCallback(target, { code: encodeStandInCode(user), state: 'not-the-state' })

    await expect(client.completeSignIn()).rejects.toThrow('An error occurred while validating the state.')
    await expect(client.getCurrentUser()).rejects.toBeInstanceOf(NotSignedInError)
  })

  test('refuses a callback when no sign-in was started in this tab', async () => {
    window.history.replaceState(null, '', `/auth/callback/?code=${encodeStandInCode(user)}&state=abc`)
    await expect(createStandInClient().completeSignIn()).rejects.toThrow(
      'An error occurred while validating the state.',
    )
  })

  test('uses a state only once', async () => {
    const { client, target } = await startSignIn({ language: 'en' })
    const params = { code: encodeStandInCode(user), state: target.searchParams.get('state') ?? '' }
    returnToCallback(target, params)
    await client.completeSignIn()

    returnToCallback(target, params)
    await expect(client.completeSignIn()).rejects.toThrow('An error occurred while validating the state.')
  })

  test('treats a callback without a code as a cancelled sign-in', async () => {
    const { client, target } = await startSignIn({ language: 'en' })
    returnToCallback(target, { error: 'access_denied', state: target.searchParams.get('state') ?? '' })

    await expect(client.completeSignIn()).rejects.toThrow('User cancelled OAuth flow.')
    await expect(client.getCurrentUser()).rejects.toBeInstanceOf(NotSignedInError)
  })

  test('treats a callback without a state as a cancelled sign-in', async () => {
    const { client, target } = await startSignIn({ language: 'en' })
    returnToCallback(target, { code: encodeStandInCode(user) })
    await expect(client.completeSignIn()).rejects.toThrow('User cancelled OAuth flow.')
  })
})

describe('the stand-in session', () => {
  async function signedInClient() {
    const { client, target } = await startSignIn({ language: 'en' })
    returnToCallback(target, { code: encodeStandInCode(user), state: target.searchParams.get('state') ?? '' })
    await client.completeSignIn()
    return client
  }

  test('has no user before anyone signs in', async () => {
    const error = await createStandInClient()
      .getCurrentUser()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NotSignedInError)
    expect(error).toHaveProperty('name', 'UserUnAuthenticatedException')
  })

  test('ends when its tokens expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = await signedInClient()
    await expect(client.getCurrentUser()).resolves.toHaveProperty('email', user.email)

    vi.setSystemTime(Date.now() + 8 * 60 * 60 * 1000 + 1000)
    await expect(client.getCurrentUser()).rejects.toHaveProperty('name', 'UserUnAuthenticatedException')
  })

  test.each([
    ['text that is not JSON', 'not json'],
    ['JSON of the wrong shape', JSON.stringify({ accessToken: 1 })],
    ['tokens that are not JWTs', JSON.stringify({ accessToken: 'a', idToken: 'b' })],
  ])('is refused when the stored session is %s', async (_, stored) => {
    localStorage.setItem(SESSION_KEY, stored)
    await expect(createStandInClient().getCurrentUser()).rejects.toHaveProperty(
      'name',
      'UserUnAuthenticatedException',
    )
  })

  test('ends on sign-out, which goes to the login page', async () => {
    const client = await signedInClient()
    assign.mockClear()

    await client.signOut('en')
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    await expect(client.getCurrentUser()).rejects.toBeInstanceOf(NotSignedInError)
    expect(assign).toHaveBeenCalledWith('/auth/login/')
  })

  test('goes to the zh-TW login page after a zh-TW sign-out', async () => {
    const client = await signedInClient()
    await client.signOut('zh-TW')
    expect(assign).toHaveBeenLastCalledWith('/zh-TW/auth/login/')
  })
})
