import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { getResponse, type RequestHandler } from 'msw'

import { parseEnv } from '@/config/env'

import { closeServer } from './close-server'
import { controlHandlers } from './control-endpoint'
import { createHandlers } from './create-handlers'
import { tokenStore } from './token-store'
import { WriteRefusals } from './write-refusals'

/**
 * The mock data service as a real HTTP server, answering with the same msw handlers as vitest and
 * `npm start` (for the e2e suite and outside scripts). CORS is wide open: it only ever runs locally.
 */
export interface MockServerOptions {
  /** 0 picks a free port. */
  port: number
  /** Path of the data service under this server ('' = root). */
  dataServicePath?: string
  /** Path of the auth service under this server; the token endpoint is {path}/oauth2/token. */
  authServicePath?: string
  clientId: string
  clientSecret?: string
  apiKey: string
  delayMs: number
  /** Every Nth write is refused (write-refusals.ts); 0 refuses none. */
  refuseWritesEvery?: number
  /** How many partners the world it serves was planted with: what /__mock/reset goes back to. */
  partnerCount?: number
}

export interface RunningMockServer {
  /** http://localhost:PORT */
  origin: string
  dataServiceUrl: string
  authServiceUrl: string
  close(): Promise<void>
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, x-api-key, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
  // A cross-origin script reads only the safelisted response headers unless told: a throttled
  // write's Retry-After must reach the client's bulk runner, and a refusal's WWW-Authenticate says
  // which scope was missing (a real service must expose them too).
  'Access-Control-Expose-Headers': 'Retry-After, WWW-Authenticate',
}

/** How long an idle connection stays open for the client's next request. */
export const KEEP_ALIVE_MS = 65_000

export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  let handlers: RequestHandler[] = []
  let origin = ''
  const server = createServer((request, response) => {
    answer(request, response, handlers, origin).catch((error: unknown) => {
      console.error('mock server error', error)
      if (!response.headersSent)
        response.writeHead(500, { 'Content-Type': 'application/json', ...CORS_HEADERS })
      response.end(JSON.stringify({ message: 'Mock server error' }))
    })
  })
  // Idle connections stay open longer than a test keeps one for its next request: with Node's
  // 5 s, a request could go out on a connection the server was closing at that moment (socket
  // hang up, ECONNRESET; seen once in CI). Closing the server closes every connection at once.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  await listen(server, options.port)
  const { port } = server.address() as AddressInfo
  // Handlers match on the URL, so every request is rebuilt on this origin whatever Host it named
  // (localhost, 127.0.0.1, a proxy...).
  origin = `http://localhost:${port}`
  const dataServiceUrl = origin + trimPath(options.dataServicePath ?? '')
  const authServiceUrl = origin + trimPath(options.authServicePath ?? '/auth')
  // The handlers read these on every request: the control endpoint changes them in place.
  const live = {
    ...options,
    dataServiceUrl,
    authServiceUrl,
    writeRefusals: new WriteRefusals(options.refuseWritesEvery ?? 0),
    tokens: tokenStore,
  }
  handlers = [...controlHandlers(origin, live, options), ...createHandlers(live)]
  return {
    origin,
    dataServiceUrl,
    authServiceUrl,
    // Every connection at once (a test stopping its own mock while the page still asked for
    // something waited out the keep-alive, and timed out).
    close: () => closeServer(server),
  }
}

/**
 * Options from the environment, defaulting to .env.development's values (data service on
 * http://localhost:9100, auth on /auth, client portal-dev / dev-secret, API key dev-api-key).
 * Only the paths of GATSBY_DATA_SERVICE_URL / GATSBY_DATA_AUTH_URL matter here. With them, the
 * size of the world to plant (MOCK_PARTNERS, default 103) and MOCK_REFUSE_WRITES_EVERY.
 */
export function mockServerOptionsFromEnv(
  source: NodeJS.ProcessEnv = process.env,
): MockServerOptions & { partnerCount: number } {
  const port = Number(source.MOCK_PORT || 9100)
  const origin = `http://localhost:${port}`
  const env = parseEnv({
    GATSBY_DATA_SERVICE_URL: source.GATSBY_DATA_SERVICE_URL || origin,
    GATSBY_DATA_AUTH_URL: source.GATSBY_DATA_AUTH_URL || `${origin}/auth`,
    GATSBY_DATA_CLIENT_ID: source.GATSBY_DATA_CLIENT_ID || 'portal-dev',
    GATSBY_DATA_CLIENT_SECRET: source.GATSBY_DATA_CLIENT_SECRET || 'dev-secret',
    GATSBY_DATA_API_KEY: source.GATSBY_DATA_API_KEY || 'dev-api-key',
    GATSBY_MOCK_DELAY_MS: source.GATSBY_MOCK_DELAY_MS,
    // The server's own names: it is no Gatsby build, and e2e and bench set them per run.
    GATSBY_MOCK_PARTNERS: source.MOCK_PARTNERS,
    GATSBY_MOCK_REFUSE_WRITES_EVERY: source.MOCK_REFUSE_WRITES_EVERY,
  })
  return {
    port,
    partnerCount: env.GATSBY_MOCK_PARTNERS,
    refuseWritesEvery: env.GATSBY_MOCK_REFUSE_WRITES_EVERY,
    dataServicePath: new URL(env.GATSBY_DATA_SERVICE_URL).pathname,
    authServicePath: new URL(env.GATSBY_DATA_AUTH_URL).pathname,
    clientId: env.GATSBY_DATA_CLIENT_ID,
    clientSecret: env.GATSBY_DATA_CLIENT_SECRET,
    apiKey: env.GATSBY_DATA_API_KEY,
    delayMs: env.GATSBY_MOCK_DELAY_MS,
  }
}

async function answer(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  handlers: RequestHandler[],
  origin: string,
): Promise<void> {
  const method = incoming.method ?? 'GET'
  if (method === 'OPTIONS') {
    outgoing.writeHead(204, CORS_HEADERS)
    outgoing.end()
    return
  }
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item)
  }
  const request = new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks),
  })
  const response =
    (await getResponse(handlers, request)) ??
    Response.json({ message: `No mock answers ${method} ${new URL(request.url).pathname}` }, { status: 404 })
  const body = Buffer.from(await response.arrayBuffer())
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...CORS_HEADERS })
  outgoing.end(body)
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, 'localhost', () => resolve())
  })
}

function trimPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}
