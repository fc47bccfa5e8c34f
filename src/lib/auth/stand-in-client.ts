import * as z from 'zod/mini'

import { CALLBACK_PATH, LOGIN_PATH, STAND_IN_PATH } from '@/config/routes'
import { localizePath } from '@/config/site'

import type { AuthClient } from './auth-types'
import { readJwtClaims, stringClaim } from './jwt'
import { NotSignedInError } from './not-signed-in-error'
import { STAND_IN_GROUPS, type StandInUser } from './stand-in-users'

/**
 * The local stand-in for the hosted sign-in, used when no Cognito settings are present (a
 * fresh clone). It takes the same road as Cognito: login page -> a page playing the hosted
 * UI -> /auth/callback/?code&state -> the same current-user shape. Never in a Cognito build.
 */
const FLOW_KEY = 'bp.standIn.flow'
const SESSION_KEY = 'bp.standIn.session'
const SESSION_LIFETIME_S = 8 * 60 * 60

const FlowSchema = z.object({ state: z.string().check(z.minLength(1)), returnTo: z.optional(z.string()) })
const SessionSchema = z.object({ accessToken: z.string(), idToken: z.string() })
// Trimmed first (an overwrite), then measured.
const StandInUserSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  email: z.string().check(z.trim(), z.minLength(3)),
  role: z.enum(['viewer', 'editor']),
})

export function createStandInClient(): AuthClient {
  return {
    mode: 'stand-in',

    async signIn({ language, returnTo }) {
      const state = randomString(32)
      sessionStorage.setItem(FLOW_KEY, JSON.stringify({ state, returnTo }))
      const redirectUri = `${window.location.origin}${localizePath(CALLBACK_PATH, language)}`
      const params = new URLSearchParams({ redirect_uri: redirectUri, state })
      window.location.assign(`${localizePath(STAND_IN_PATH, language)}?${params}`)
    },

    async completeSignIn() {
      const params = new URLSearchParams(window.location.search)
      const flow = readJson(sessionStorage, FLOW_KEY, FlowSchema)
      sessionStorage.removeItem(FLOW_KEY)
      const code = params.get('code')
      const state = params.get('state')
      if (!code || !state) throw new Error('User cancelled OAuth flow.')
      if (!flow || flow.state !== state) throw new Error('An error occurred while validating the state.')
      const user = StandInUserSchema.parse(JSON.parse(decodeBase64Url(code)))
      localStorage.setItem(SESSION_KEY, JSON.stringify(issueSession(user)))
      window.history.replaceState(window.history.state, '', window.location.pathname)
      return { returnTo: flow.returnTo }
    },

    async getCurrentUser() {
      const session = readJson(localStorage, SESSION_KEY, SessionSchema)
      const claims = readJwtClaims(session?.idToken)
      const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : 0
      if (!session || expiresAt <= Date.now()) throw new NotSignedInError()
      return {
        username: stringClaim(claims, 'name'),
        email: stringClaim(claims, 'email'),
        attributes: { name: stringClaim(claims, 'name'), email: stringClaim(claims, 'email') },
        session,
      }
    },

    async signOut(language) {
      localStorage.removeItem(SESSION_KEY)
      window.location.assign(localizePath(LOGIN_PATH, language))
    },
  }
}

/** The code the stand-in page hands back: the chosen user, base64url-encoded. */
export function encodeStandInCode(user: StandInUser): string {
  return encodeBase64Url(JSON.stringify(user))
}

function issueSession(user: StandInUser) {
  const exp = Math.floor(Date.now() / 1000) + SESSION_LIFETIME_S
  const sub = `stand-in-${user.email}`
  return {
    accessToken: unsignedJwt({ sub, username: user.email, token_use: 'access', exp }),
    idToken: unsignedJwt({
      sub,
      'cognito:username': user.email,
      'cognito:groups': [STAND_IN_GROUPS[user.role]],
      token_use: 'id',
      name: user.name,
      email: user.email,
      exp,
    }),
  }
}

function unsignedJwt(payload: object): string {
  return (
    [{ alg: 'none', typ: 'JWT' }, payload].map((part) => encodeBase64Url(JSON.stringify(part))).join('.') +
    '.'
  )
}

function encodeBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function decodeBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

function randomString(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(
    crypto.getRandomValues(new Uint8Array(length)),
    (byte) => alphabet[byte % alphabet.length],
  ).join('')
}

function readJson<T>(storage: Storage, key: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
