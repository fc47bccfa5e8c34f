import { currentPath, expect, test } from './support/fixtures'

/** The real Amplify path in the production build (docs/decisions/002), against a fake Cognito. */

// These tests are about signing in: every one goes through the login page and the hosted UI.
test.use({ signInThroughUi: true })

const PRIVATE_PATHS = [
  '/',
  '/distributors/',
  '/dealers/',
  '/stores/',
  '/distributors/detail/?id=1',
  '/dealers/detail/?id=2',
  '/stores/detail/?id=3',
]

test('signing in lands on the page first asked for, with PKCE verified', async ({
  page,
  cognito,
  signIn,
}) => {
  await signIn('/dealers/detail/?id=5')
  expect(currentPath(page)).toBe('/dealers/detail/?id=5')
  expect(cognito.pkceChecks).toEqual([true])
  const authorize = cognito.calls.find((call) => call.endpoint === 'authorize')?.body as Record<
    string,
    string
  >
  expect(authorize).toMatchObject({
    response_type: 'code',
    client_id: 'e2e-portal-client',
    code_challenge_method: 'S256',
    redirect_uri: 'http://localhost:9000/auth/callback/',
    scope: '',
  })
  // The avatar shows the first letter of the name; the callback is gone from history.
  await expect(page.getByRole('button', { name: 'Account: Wen-Hsin Lin' })).toHaveText('W')
  // The user's attributes are asked of Cognito once per access token, not on every page.
  const getUserCalls = cognito.count('GetUser')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stores' }).click()
  await page.waitForURL((url) => url.pathname === '/stores/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dealers' }).click()
  await page.waitForURL((url) => url.pathname === '/dealers/')
  await expect(page.getByRole('button', { name: 'Account: Wen-Hsin Lin' })).toBeVisible()
  expect(cognito.count('GetUser')).toBe(getUserCalls)
  // Back past the two list pages and the detail page: the callback is not in history.
  await page.goBack()
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/dealers/detail/')
  await page.goBack()
  expect(page.url()).not.toContain('/auth/callback/')
})

test('signing in from the zh-TW site comes back to zh-TW', async ({ page, cognito, signIn }) => {
  await signIn('/zh-TW/stores/')
  expect(currentPath(page)).toBe('/zh-TW/stores/')
  const authorize = cognito.calls.find((call) => call.endpoint === 'authorize')?.body as Record<
    string,
    string
  >
  expect(authorize.redirect_uri).toBe('http://localhost:9000/zh-TW/auth/callback/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('門市')
})

test('every private route sends a signed-out visitor to login, in both languages', async ({ page }) => {
  for (const path of PRIVATE_PATHS) {
    for (const prefix of ['', '/zh-TW']) {
      await page.goto(`${prefix}${path}`)
      await page.waitForURL((url) => url.pathname === `${prefix}/auth/login/`)
      const returnTo = new URL(page.url()).searchParams.get('returnTo')
      expect(returnTo ?? '/').toBe(`${prefix}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        prefix ? '登入業務夥伴' : 'Sign in to Business Partners',
      )
    }
  }
})

for (const [mode, what] of [
  ['wrong-state', 'a state that does not match'],
  ['cancel', 'a cancelled sign-in'],
  ['provider-error', 'an error from the provider'],
  ['bad-challenge', 'a code verifier that fails the S256 check'],
] as const) {
  test.describe(() => {
    test.use({ cognitoOptions: { authorize: mode } })
    test(`${what} shows the failure toast and returns to login`, async ({ page, cognito }) => {
      await page.goto('/auth/login/')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByText('Sign-in failed. Please try again.')).toBeVisible()
      await page.waitForURL((url) => url.pathname === '/auth/login/')
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
      if (mode === 'bad-challenge') expect(cognito.pkceChecks).toEqual([false])
      else expect(cognito.count('token')).toBe(0)
    })
  })
}

test('the failure toast is translated on the zh-TW site', async ({ page }) => {
  await page.goto('/zh-TW/auth/callback/?error=access_denied')
  await expect(page.getByText('登入失敗，請再試一次。')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/zh-TW/auth/login/')
})

test.describe(() => {
  test.use({ cognitoOptions: { tokenLifetimeSeconds: 4 } })
  test('tokens within 5 s of expiry are refreshed and the user stays', async ({ page, cognito, signIn }) => {
    await signIn('/stores/')
    await expect
      .poll(() => cognito.count('GetTokensFromRefreshToken') + cognito.count('InitiateAuth'))
      .toBeGreaterThan(0)
    expect(currentPath(page)).toBe('/stores/')
    await expect(page.getByRole('button', { name: 'Account: Wen-Hsin Lin' })).toBeVisible()
  })
})

test.describe(() => {
  test.use({ cognitoOptions: { tokenLifetimeSeconds: 4, refuseRefresh: true } })
  test('a refused refresh ends the session on the login page, without a loop', async ({ page, cognito }) => {
    await page.goto('/dealers/')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/login/' && cognito.count('token') === 1)
    await expect
      .poll(() => cognito.count('GetTokensFromRefreshToken') + cognito.count('InitiateAuth'))
      .toBeGreaterThan(0)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    const authorizeCalls = cognito.count('authorize')
    // The login page has checked the session (its "Checking" note is gone): the moment it would
    // go on to the portal or the hosted UI, which then starts requests. Once the network is
    // quiet, none was started.
    await expect(page.getByRole('status').filter({ hasText: /Checking/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    await page.waitForLoadState('networkidle')
    expect(cognito.count('authorize')).toBe(authorizeCalls)
    expect(new URL(page.url()).pathname).toBe('/auth/login/')
  })
})

test('visiting login while signed in goes on to the portal', async ({ page, signIn }) => {
  await signIn('/')
  await page.goto('/auth/login/')
  await page.waitForURL((url) => url.pathname === '/')
})

test('logout revokes the token, clears storage and passes the hosted logout page', async ({
  page,
  cognito,
  signIn,
}) => {
  await signIn('/distributors/')
  await page.evaluate(() =>
    localStorage.setItem(
      'bp.dataServiceToken',
      JSON.stringify({ accessToken: 'x', tokenType: 'Bearer', expiresAt: Date.now() + 3e6, scopes: [] }),
    ),
  )
  await page.getByRole('button', { name: 'Account: Wen-Hsin Lin' }).click()
  await expect(page.getByText('wen-hsin.lin@example.com')).toBeVisible()
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.waitForURL((url) => url.pathname === '/auth/login/')
  expect(cognito.count('RevokeToken')).toBe(1)
  const logout = cognito.calls.find((call) => call.endpoint === 'logout')?.body as Record<string, string>
  expect(logout).toEqual({ client_id: 'e2e-portal-client', logout_uri: 'http://localhost:9000/auth/login/' })
  const keys = await page.evaluate(() => Object.keys(localStorage))
  expect(
    keys.filter((key) => key.startsWith('CognitoIdentityServiceProvider') || key.startsWith('bp.')),
  ).toEqual([])
  await page.goto('/stores/')
  await page.waitForURL(/\/auth\/login\//)
})
