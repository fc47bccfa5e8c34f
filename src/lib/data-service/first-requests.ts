import { firstScriptHandOff, type FirstRequest } from '@/lib/page-load/hand-off'

/**
 * Requests a page started from the document, before its app code ran (app/first-data), handed
 * over to the app's HTTP client so that nothing is asked twice (docs/decisions/009), through the
 * first script's hand-off (lib/page-load/hand-off.ts). The app adopts a request only when it would send
 * exactly the same one (method, address, body and Authorization); anything else goes to the
 * network as before.
 */

/** An early request older than this belongs to another moment of the page: never adopted. */
export const FIRST_REQUEST_MAX_AGE_MS = 30_000

const registry = () => firstScriptHandOff()?.requests

const keyOf = (method: string, url: string, body: string) =>
  JSON.stringify([method.toUpperCase(), new URL(url, window.location.href).href, body])

export type FirstRequestInit = {
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
  /**
   * The Authorization header: known already (a stored token), or still to come (the token being
   * fetched).
   */
  authorization?: string | Promise<string>
}

/**
 * Sends a request from the document and leaves it for the app to adopt; its Response as well.
 * A request whose Authorization is known leaves at once, before the rest of the first script
 * runs; one waiting for its token leaves as the token comes.
 */
export function startFirstRequest(url: string, options: FirstRequestInit): Promise<Response> {
  const { authorization = options.headers.Authorization ?? null, ...init } = options
  const send = (value: string | null) =>
    fetch(url, {
      ...init,
      headers: { ...init.headers, ...(value && { Authorization: value }) },
      credentials: 'omit',
    })
  const header = Promise.resolve(authorization)
  const known = authorization === null || typeof authorization === 'string'
  const response = known ? send(authorization) : header.then(send)
  // Nobody may adopt it (the app found a fresher token, or never asked): not an unhandled error.
  response.catch(() => undefined)
  const entry = { authorization: header.catch(() => null), response, startedAt: Date.now() }
  registry()?.set(keyOf(init.method, url, init.body ?? ''), entry)
  return response
}

/** An early answer's body: its JSON, or why it is not JSON. */
export type FirstBody = { ok: true; data: unknown } | { ok: false; error: unknown }

const bodies = new WeakMap<Response, Promise<FirstBody>>()

function parseJson(text: string): FirstBody {
  try {
    return { ok: true, data: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, error }
  }
}

/**
 * An early answer's body, parsed once for everyone who reads it: the first script, which shows a
 * partner's first values from it (docs/decisions/019), and the app, which adopts it (a response
 * is parsed once). It reads a copy, so the Response itself stays readable by axios,
 * which adopts an answer that failed. Rejects when the body cannot be read at all.
 */
export function readFirstBody(response: Response): Promise<FirstBody> {
  let body = bodies.get(response)
  if (!body) {
    body = response.clone().text().then(parseJson)
    bodies.set(response, body)
  }
  return body
}

/** Drops every early request not yet adopted: when a session ends, nothing it started is read. */
export function forgetFirstRequests(): void {
  registry()?.clear()
}

function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
    if (signal.aborted) abort()
    else signal.addEventListener('abort', abort, { once: true })
  })
}

/** What an app request is matched on: the same method, address, body and Authorization. */
export type AskedRequest = { method: string; url: string; body: string; authorization: string | null }

/** Whether an early request may answer this one: young enough, and sent with the same token. */
async function answers(early: FirstRequest, authorization: string | null): Promise<boolean> {
  if (Date.now() - early.startedAt >= FIRST_REQUEST_MAX_AGE_MS) return false
  return (await early.authorization) === authorization
}

/** The early request this one repeats, taken out of the registry (each is adopted once). */
async function adoptable(asked: AskedRequest): Promise<FirstRequest | undefined> {
  const waiting = registry()
  if (!waiting?.size) return undefined
  const key = keyOf(asked.method, asked.url, asked.body)
  const early = waiting.get(key)
  waiting.delete(key)
  return early && (await answers(early, asked.authorization)) ? early : undefined
}

/**
 * The early request's Response when it succeeded (2xx), taken over once, so the app can read a
 * page's first data without loading its HTTP library (http-client.ts). Anything else (no such
 * request, a failure, an abort) gives undefined and leaves the early request where it was, for
 * `adoptingFetch`: failures keep going through axios's one error mapping.
 */
export async function adoptSuccessfulResponse(
  asked: AskedRequest,
  signal?: AbortSignal,
): Promise<Response | undefined> {
  const key = keyOf(asked.method, asked.url, asked.body)
  const early = registry()?.get(key)
  if (!early || !(await answers(early, asked.authorization))) return undefined
  const response = await Promise.race([early.response, untilAborted(signal)]).catch(() => undefined)
  // Dropped meanwhile (a session ended) or taken by someone else: not ours to read.
  if (!response?.ok || registry()?.get(key) !== early) return undefined
  registry()?.delete(key)
  return response
}

/**
 * The app's fetch (http-gateway, token-manager, through axios's `env.fetch`): the early request
 * when one matches, once, else the network. The adopted Response goes through axios exactly as a
 * new one would: the same parsing, error mapping, timeout and abort.
 */
export async function adoptingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (input instanceof Request && registry()?.size) {
    const body = input.method === 'GET' || input.method === 'HEAD' ? '' : await input.clone().text()
    const authorization = input.headers.get('Authorization')
    const early = await adoptable({ method: input.method, url: input.url, body, authorization })
    if (early) return Promise.race([early.response, untilAborted(input.signal)])
  }
  // Read at call time: tests and the mock worker replace the global fetch.
  return fetch(input, init)
}
