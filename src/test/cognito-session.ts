/**
 * A Cognito session as Amplify v6 leaves it in localStorage after a hosted-UI sign-in
 * (lib/auth/stored-cognito-user.ts reads it), for tests of what a signed-in page does first.
 */
function base64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const jwt = (payload: object) => `${base64Url('{"alg":"RS256"}')}.${base64Url(JSON.stringify(payload))}.sig`

export type StoredSessionOptions = {
  clientId: string
  now?: number
  username?: string
  expiresInMs?: number
  clockDrift?: number
  claims?: object
}

export function storeCognitoSession({
  clientId,
  now = Date.now(),
  username = 'google_1234',
  expiresInMs = 60 * 60_000,
  clockDrift = 0,
  claims = {},
}: StoredSessionOptions) {
  const base = `CognitoIdentityServiceProvider.${clientId}`
  const exp = Math.floor((now + expiresInMs) / 1000)
  localStorage.setItem(`${base}.LastAuthUser`, username)
  localStorage.setItem(`${base}.${username}.accessToken`, jwt({ exp, token_use: 'access' }))
  localStorage.setItem(
    `${base}.${username}.idToken`,
    jwt({
      exp,
      iat: exp - 3600,
      aud: clientId,
      token_use: 'id',
      'cognito:username': username,
      sub: 'sub-1',
      name: 'Wen-Hsin Lin',
      email: 'wen-hsin.lin@example.com',
      email_verified: true,
      ...claims,
    }),
  )
  localStorage.setItem(`${base}.${username}.clockDrift`, String(clockDrift))
}
