import { createHash, createPrivateKey, randomBytes } from 'node:crypto'

import { signJwt } from '../../mocks/identity-provider'

import { GROUPS, signingKey } from './token-broker'

/**
 * Cognito's hosted UI and its cognito-idp API, as one test's user pool, so the real Amplify code
 * runs end to end in the production build: cognito-hosts.ts serves the made-up hosts of
 * e2e/e2e.env and hands each request to the FakeCognito answering at the time. Every call is
 * recorded for the tests to inspect. Its tokens are signed (RS256) with the local identity
 * provider's key, so the token broker accepts its id tokens as it would Cognito's: the user's
 * groups name the role.
 */
export const HOSTED_UI_HOST = 'auth.e2e.test'
export const IDP_HOST = 'cognito-idp.e2e.test'
export const IDP_ENDPOINT = `https://${IDP_HOST}`
const CLIENT_ID = 'e2e-portal-client'

export type FakeUser = {
  name: string
  email: string
  sub: string
  /** cognito:groups of the id token. */
  groups: readonly string[]
}
/** An editor, as every test is unless it says otherwise. */
export const DEFAULT_USER: FakeUser = {
  name: 'Wen-Hsin Lin',
  email: 'wen-hsin.lin@example.com',
  sub: 'sub-e2e-1',
  groups: [GROUPS.editors],
}
/** Signs in as a viewer: `test.use({ cognitoOptions: { user: VIEWER_USER } })`. */
export const VIEWER_USER: FakeUser = {
  name: 'Mei-Ling Chen',
  email: 'mei-ling.chen@example.com',
  sub: 'sub-e2e-viewer',
  groups: [GROUPS.viewers],
}

export type FakeCognitoOptions = {
  user?: FakeUser
  /** How the authorize endpoint answers: a good code, or one of the failure paths. */
  authorize?: 'ok' | 'wrong-state' | 'cancel' | 'provider-error' | 'bad-challenge'
  /** Lifetime of issued access and id tokens. */
  tokenLifetimeSeconds?: number
  /** Refresh answers NotAuthorizedException. */
  refuseRefresh?: boolean
}

type CodeGrant = { challenge: string; redirectUri: string; user: FakeUser }

/** A request to one of the hosts, as cognito-hosts.ts read it. */
export type StandInRequest = {
  method: string
  url: URL
  /** x-amz-target, for the cognito-idp API. */
  target: string
  body: string
}
export type StandInAnswer = { status: number; headers: Record<string, string>; body: string }

export class FakeCognito {
  readonly calls: { endpoint: string; body?: unknown }[] = []
  readonly pkceChecks: boolean[] = []
  private readonly codes = new Map<string, CodeGrant>()
  private readonly refreshTokens = new Map<string, FakeUser>()
  readonly revoked = new Set<string>()

  constructor(private readonly options: FakeCognitoOptions = {}) {}

  get user() {
    return this.options.user ?? DEFAULT_USER
  }

  count(endpoint: string) {
    return this.calls.filter((call) => call.endpoint === endpoint).length
  }

  /** What the hosted UI or the cognito-idp API answers `request`. */
  answer(request: StandInRequest): StandInAnswer {
    if (request.method === 'OPTIONS') return { status: 204, headers: cors, body: '' }
    return request.url.hostname === IDP_HOST ? this.idp(request) : this.hostedUi(request)
  }

  private hostedUi({ url, body }: StandInRequest): StandInAnswer {
    if (url.pathname === '/oauth2/authorize') return this.authorize(url)
    if (url.pathname === '/oauth2/token') return this.token(new URLSearchParams(body))
    if (url.pathname === '/logout') {
      this.calls.push({ endpoint: 'logout', body: Object.fromEntries(url.searchParams) })
      const logoutUri = url.searchParams.get('logout_uri') ?? ''
      if (url.searchParams.get('client_id') !== CLIENT_ID) return text(400, 'bad client')
      return redirectTo(logoutUri)
    }
    return text(404, 'not found')
  }

  private authorize(url: URL): StandInAnswer {
    const params = Object.fromEntries(url.searchParams)
    this.calls.push({ endpoint: 'authorize', body: params })
    const redirect = new URL(params.redirect_uri ?? '')
    const mode = this.options.authorize ?? 'ok'
    if (
      params.client_id !== CLIENT_ID ||
      params.response_type !== 'code' ||
      params.code_challenge_method !== 'S256'
    ) {
      return text(400, 'bad authorize request')
    }
    if (mode === 'cancel') {
      // The user backs out of the hosted page: back to the app with nothing.
    } else if (mode === 'provider-error') {
      redirect.searchParams.set('error', 'access_denied')
      redirect.searchParams.set('error_description', 'The user denied the request')
      redirect.searchParams.set('state', params.state ?? '')
    } else {
      const code = randomBytes(12).toString('hex')
      const challenge = mode === 'bad-challenge' ? 'x'.repeat(43) : (params.code_challenge ?? '')
      this.codes.set(code, { challenge, redirectUri: params.redirect_uri ?? '', user: this.user })
      redirect.searchParams.set('code', code)
      redirect.searchParams.set(
        'state',
        mode === 'wrong-state' ? 'not-the-state-you-sent' : (params.state ?? ''),
      )
    }
    return redirectTo(redirect.toString())
  }

  private token(form: URLSearchParams): StandInAnswer {
    this.calls.push({ endpoint: 'token', body: Object.fromEntries(form) })
    const grant = this.codes.get(form.get('code') ?? '')
    const verifier = form.get('code_verifier') ?? ''
    const verified = Boolean(grant) && s256(verifier) === grant?.challenge
    this.pkceChecks.push(verified)
    if (!grant || form.get('grant_type') !== 'authorization_code' || form.get('client_id') !== CLIENT_ID) {
      return json(400, { error: 'invalid_grant' })
    }
    this.codes.delete(form.get('code') ?? '')
    if (!verified || form.get('redirect_uri') !== grant.redirectUri) {
      return json(400, { error: 'invalid_grant', error_message: 'PKCE verification failed' })
    }
    const refreshToken = randomBytes(24).toString('hex')
    this.refreshTokens.set(refreshToken, grant.user)
    return json(200, {
      ...this.issueTokens(grant.user),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: this.lifetime,
    })
  }

  private idp(request: StandInRequest): StandInAnswer {
    const target = request.target.split('.').pop() ?? ''
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>
    this.calls.push({ endpoint: target, body })
    switch (target) {
      case 'GetUser':
        return amzJson(200, {
          Username: this.user.sub,
          UserAttributes: [
            { Name: 'sub', Value: this.user.sub },
            { Name: 'name', Value: this.user.name },
            { Name: 'email', Value: this.user.email },
          ],
        })
      case 'GetTokensFromRefreshToken':
      case 'InitiateAuth': {
        const token = String(
          body.RefreshToken ?? (body.AuthParameters as Record<string, string>)?.REFRESH_TOKEN ?? '',
        )
        const user = this.refreshTokens.get(token)
        if (this.options.refuseRefresh || !user || this.revoked.has(token)) {
          return amzError('NotAuthorizedException', 'Refresh Token has been revoked')
        }
        const tokens = this.issueTokens(user)
        return amzJson(200, {
          AuthenticationResult: {
            AccessToken: tokens.access_token,
            IdToken: tokens.id_token,
            ExpiresIn: this.lifetime,
            TokenType: 'Bearer',
          },
        })
      }
      case 'RevokeToken':
        this.revoked.add(String(body.Token ?? ''))
        return amzJson(200, {})
      case 'GlobalSignOut':
        return amzJson(200, {})
      default:
        return amzError('InvalidParameterException', `Unknown operation ${target}`)
    }
  }

  private get lifetime() {
    return this.options.tokenLifetimeSeconds ?? 3600
  }

  private issueTokens(user: FakeUser) {
    const now = Math.floor(Date.now() / 1000)
    const common = {
      sub: user.sub,
      iss: signingKey().issuer,
      iat: now,
      auth_time: now,
      exp: now + this.lifetime,
    }
    return {
      access_token: jwt({
        ...common,
        token_use: 'access',
        client_id: CLIENT_ID,
        username: user.sub,
        origin_jti: randomBytes(8).toString('hex'),
      }),
      id_token: jwt({
        ...common,
        token_use: 'id',
        aud: CLIENT_ID,
        'cognito:username': user.sub,
        'cognito:groups': [...user.groups],
        name: user.name,
        email: user.email,
      }),
    }
  }
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid',
}

const text = (status: number, body: string): StandInAnswer => ({ status, headers: {}, body })

const redirectTo = (location: string): StandInAnswer => ({ status: 302, headers: { location }, body: '' })

function json(status: number, body: unknown): StandInAnswer {
  return { status, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify(body) }
}

function amzJson(status: number, body: unknown): StandInAnswer {
  return {
    status,
    headers: {
      ...cors,
      'content-type': 'application/x-amz-json-1.1',
      'x-amzn-requestid': randomBytes(8).toString('hex'),
    },
    body: JSON.stringify(body),
  }
}

function amzError(type: string, message: string): StandInAnswer {
  return {
    status: 400,
    headers: { ...cors, 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': `${type}:` },
    body: JSON.stringify({ __type: type, message }),
  }
}

function base64url(input: Buffer | string) {
  return Buffer.from(input).toString('base64url')
}

function s256(verifier: string) {
  return base64url(createHash('sha256').update(verifier).digest())
}

let key: { keyId: string; privateKey: ReturnType<typeof createPrivateKey> } | undefined

/** A token signed as the user pool signs them: RS256 with the identity provider's key. */
function jwt(payload: object) {
  if (!key) {
    const file = signingKey()
    key = { keyId: file.keyId, privateKey: createPrivateKey(file.privateKeyPem) }
  }
  return signJwt(payload, key.privateKey, key.keyId)
}
