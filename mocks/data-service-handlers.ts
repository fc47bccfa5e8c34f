import { delay, http, HttpResponse, type HttpHandler } from 'msw'

import { resourceNames, type ResourceName } from '@/lib/data-service/resources'

import { ALL_DATA_SCOPES, DATA_SCOPES, parseScope, type DataScope } from '@/config/data-scopes'

import { db } from './db'
import { mockBrokerHandler } from './mock-broker'
import { ListQueryError, queryRecords } from './list-query'
import { tokenStore as defaultTokenStore, type TokenStore } from './token-store'
import type { WriteRefusals } from './write-refusals'

export interface DataServiceHandlerOptions {
  /** Base URL of the data service, without /store (GATSBY_DATA_SERVICE_URL). */
  dataServiceUrl: string
  /** Base URL of the auth service; the token endpoint is {authServiceUrl}/oauth2/token. */
  authServiceUrl: string
  clientId: string
  /** The client's secret; without one the auth service issues no token (only the mock broker does). */
  clientSecret?: string
  /**
   * Where a token broker is played (a build without a client secret under `npm start`): it hands
   * out a token with the scopes of the role the user's id token's groups name (mock-broker.ts).
   */
  brokerUrl?: string
  apiKey: string
  /**
   * Every answer waits this long, as the specified mocks do; 0 answers at once. Read on every
   * answer, so the mock server's control endpoint can change it while it runs.
   */
  delayMs: number
  /** Which writes to refuse (MOCK_REFUSE_WRITES_EVERY); none unless given. */
  writeRefusals?: WriteRefusals
  /** Where issued tokens are remembered; the shared `tokenStore` unless given. */
  tokens?: TokenStore
}

type Json = Parameters<typeof HttpResponse.json>[0]

const json = (body: Json, status = 200, headers?: Record<string, string>) =>
  HttpResponse.json(body, { status, headers })

/** msw handlers for the data service and its client-credentials token endpoint. */
export function createDataServiceHandlers(options: DataServiceHandlerOptions): HttpHandler[] {
  const tokens = options.tokens ?? defaultTokenStore
  const dataUrl = options.dataServiceUrl.replace(/\/+$/, '')
  const authUrl = options.authServiceUrl.replace(/\/+$/, '')
  // msw's delay(0) still waits a macrotask; skipping it keeps fake-timer tests simple.
  const wait = () => (options.delayMs > 0 ? delay(options.delayMs) : Promise.resolve())

  const tokenHandler = http.post(`${authUrl}/oauth2/token`, async ({ request }) => {
    await wait()
    tokens.countRequest()
    const form = new URLSearchParams(await request.text())
    const basic = readBasicAuth(request.headers.get('authorization'))
    const clientId = basic?.id ?? form.get('client_id')
    const clientSecret = basic?.secret ?? form.get('client_secret')
    if (
      clientId !== options.clientId ||
      options.clientSecret === undefined ||
      clientSecret !== options.clientSecret
    ) {
      return json(
        { error: 'invalid_client' },
        401,
        basic ? { 'WWW-Authenticate': 'Basic realm="oauth2"' } : undefined,
      )
    }
    if (form.get('grant_type') !== 'client_credentials') return json({ error: 'unsupported_grant_type' }, 400)
    const granted = grantScopes(parseScope(form.get('scope')), tokens.clientScopes)
    if (!granted) return json({ error: 'invalid_scope' }, 400)
    return issueToken(granted)
  })

  /** A token answer, with the scopes granted (RFC 6749 §5.1). */
  function issueToken(scopes: readonly string[]) {
    const { token, expiresIn } = tokens.issue(scopes)
    return json({ access_token: token, expires_in: expiresIn, token_type: 'Bearer', scope: scopes.join(' ') })
  }

  /**
   * 401 without a valid bearer token, then 403 without the right API key, then
   * 403 insufficient_scope when the token may not do what the method does (RFC 6750 §3.1).
   */
  function refuse(request: Request): Response | undefined {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
    const state = bearer === undefined ? undefined : tokens.check(bearer)
    if (bearer === undefined || state !== 'valid') {
      const message =
        state === undefined ? 'Missing bearer token' : state === 'expired' ? 'Token expired' : 'Invalid token'
      return json({ message }, 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' })
    }
    if (request.headers.get('x-api-key') !== options.apiKey) {
      return json({ message: 'Forbidden: missing or invalid x-api-key' }, 403)
    }
    const needed = scopeOfMethod(request.method)
    if (needed && !tokens.scopesOf(bearer).includes(needed)) {
      return json(
        { error: 'insufficient_scope', message: `This token may not ${request.method} (it needs ${needed})` },
        403,
        {
          'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${needed}"`,
          'Access-Control-Expose-Headers': 'WWW-Authenticate',
        },
      )
    }
    return undefined
  }

  /** An item's answer, once its id is a number of a record that exists. */
  function withRecord(
    resource: ResourceName,
    rawId: string,
    answer: (id: number) => Promise<Response> | Response,
  ) {
    if (!/^\d+$/.test(rawId))
      return json({ message: `${resource} id must be a number, got '${rawId}'`, id: rawId }, 400)
    const id = Number(rawId)
    return db.get(resource, id) ? answer(id) : notFound(resource, id)
  }

  /** An item's JSON body written with `write` (PUT replaces, PATCH merges). */
  const writeBody =
    (
      request: Request,
      resource: ResourceName,
      write: (resource: ResourceName, id: number, body: Record<string, unknown>) => unknown,
    ) =>
    async (id: number) => {
      const body = await readBody(request)
      return body instanceof Response ? body : json(write(resource, id, body) as Json)
    }

  /** A resource's collection: its list, and new records. */
  async function collectionAnswer(request: Request, resource: ResourceName) {
    if (request.method === 'GET') {
      try {
        return json(queryRecords(db.list(resource), new URL(request.url).searchParams) as unknown as Json)
      } catch (error) {
        if (error instanceof ListQueryError) return json({ message: error.message }, 400)
        throw error
      }
    }
    if (request.method === 'POST') {
      const body = await readBody(request)
      return body instanceof Response ? body : json(db.create(resource, body) as Json, 201)
    }
    return undefined
  }

  /**
   * One record: read, replaced, merged, or deleted (a delete returns the removed
   * record).
   */
  function itemAnswer(request: Request, resource: ResourceName, rawId: string) {
    switch (request.method) {
      case 'GET':
        return withRecord(resource, rawId, (id) => json(db.get(resource, id) as Json))
      case 'PUT':
        return withRecord(resource, rawId, writeBody(request, resource, db.update))
      case 'PATCH':
        return withRecord(resource, rawId, writeBody(request, resource, db.patch))
      case 'DELETE':
        return withRecord(resource, rawId, (id) => json(db.remove(resource, id) as Json))
      default:
        return undefined
    }
  }

  // One route for every resource, read from the address, rather than six msw handlers for each
  // of the 14: msw tries its handlers one by one, compiling each one's pattern, which cost the
  // mock server a few milliseconds of CPU per request on the machine the page runs on.
  const apiPath = new URL(`${dataUrl}/store/api/`).pathname
  const dataService = http.all(`${dataUrl}/store/api/*`, async ({ request }) => {
    await wait()
    const refusal = refuse(request)
    if (refusal) return refusal
    const [resource, id, ...rest] = new URL(request.url).pathname
      .slice(apiPath.length)
      .split('/')
      .filter(Boolean)
    if (!isResourceName(resource) || rest.length > 0) return notAnswered(request)
    // Before anything is read or written: a refused write changes nothing.
    const refused = WRITE_METHODS.has(request.method) ? refuseWrite(options.writeRefusals) : undefined
    if (refused) return refused
    const answer =
      id === undefined
        ? await collectionAnswer(request, resource)
        : await itemAnswer(request, resource, decodeSegment(id))
    return answer ?? notAnswered(request)
  })

  const broker = options.brokerUrl ? [mockBrokerHandler(options.brokerUrl, { wait, tokens, issueToken })] : []
  return [tokenHandler, ...broker, dataService]
}

const notAnswered = (request: Request) =>
  json({ message: `No such resource: ${new URL(request.url).pathname}` }, 404)

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The scope each method needs: reading, creating, changing and deleting dealer stores. */
function scopeOfMethod(method: string): DataScope | undefined {
  switch (method) {
    case 'GET':
    case 'HEAD':
      return DATA_SCOPES.read
    case 'POST':
      return DATA_SCOPES.create
    case 'PUT':
    case 'PATCH':
      return DATA_SCOPES.update
    case 'DELETE':
      return DATA_SCOPES.delete
    default:
      return undefined
  }
}

/**
 * What a client-credentials request gets (RFC 6749 §3.3): the scopes it asked for that the client
 * holds, said in the answer's `scope` when fewer than asked; every scope the client holds when it
 * named none. Undefined (invalid_scope) for a scope the service does not know, or none left.
 */
function grantScopes(asked: readonly string[], held: readonly string[]): readonly string[] | undefined {
  if (asked.some((scope) => !(ALL_DATA_SCOPES as readonly string[]).includes(scope))) return undefined
  const granted = asked.length === 0 ? held : asked.filter((scope) => held.includes(scope))
  return granted.length > 0 ? granted : undefined
}

/** A refused write's 500, or a throttled one's 429 with Retry-After; undefined lets it through. */
function refuseWrite(refusals: WriteRefusals | undefined): Response | undefined {
  const refusal = refusals?.next()
  if (!refusal) return undefined
  return refusal.verdict === 'refused'
    ? json(
        {
          message: `Mock refusal: write ${refusal.write} refused (MOCK_REFUSE_WRITES_EVERY=${refusals?.every})`,
        },
        500,
      )
    : json({ message: 'Too many requests: retry after 1 s' }, 429, {
        'Retry-After': '1',
        'Access-Control-Expose-Headers': 'Retry-After',
      })
}

const resourceNameSet: ReadonlySet<string> = new Set(resourceNames)
const isResourceName = (name: string | undefined): name is ResourceName =>
  name !== undefined && resourceNameSet.has(name)

/** A path segment as msw's route parameters hand it on: decoded, or as sent when it cannot be. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function notFound(resource: ResourceName, id: number): Response {
  return json({ message: `${resource} ${id} not found`, id }, 404)
}

/** The JSON object of a create or update; a Response (400) when the body is not one. */
async function readBody(request: Request): Promise<Record<string, unknown> | Response> {
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    return json({ message: 'Invalid JSON body' }, 400)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return json({ message: 'The body must be a JSON object' }, 400)
  }
  return body as Record<string, unknown>
}

/** RFC 6749 §2.3.1: client id and secret, form-url-encoded, in an HTTP Basic header. */
function readBasicAuth(header: string | null): { id: string; secret: string } | undefined {
  const encoded = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1]
  if (!encoded) return undefined
  try {
    const decoded = atob(encoded)
    const colon = decoded.indexOf(':')
    if (colon < 0) return undefined
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '))
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) }
  } catch {
    return undefined
  }
}
