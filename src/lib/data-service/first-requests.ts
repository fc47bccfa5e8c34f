/**
 * Requests a page started from the document, before its app code ran (app/first-data), handed
 * over to the app's HTTP client so that nothing is asked twice (issue 12 §1). They live on
 * window: the early script and the app are two bundles, and window is what both can reach.
 * The app adopts a request only when it would send exactly the same one (method, address,
 * body and Authorization); anything else goes to the network as before.
 */
type FirstRequest = {
  /** Known only once the token is: a data request waits for it, and so does its adoption. */
  authorization: Promise<string | null>
  response: Promise<Response>
  startedAt: number
}
type Registry = Map<string, FirstRequest>
type WithRegistry = { __bpFirstRequests?: Registry }

/** An early request older than this belongs to another moment of the page: never adopted. */
export const FIRST_REQUEST_MAX_AGE_MS = 30_000

function registry(create = false): Registry | undefined {
  if (typeof window === 'undefined') return undefined
  const holder = window as unknown as WithRegistry
  if (!holder.__bpFirstRequests && create) holder.__bpFirstRequests = new Map()
  return holder.__bpFirstRequests
}

const keyOf = (method: string, url: string, body: string) =>
  JSON.stringify([method.toUpperCase(), new URL(url, window.location.href).href, body])

export type FirstRequestInit = {
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
  /** The Authorization header, when it is still to come (the token being fetched). */
  authorization?: Promise<string>
}

/** Sends a request from the document and leaves it for the app to adopt; its Response as well. */
export function startFirstRequest(
  url: string,
  { authorization, ...init }: FirstRequestInit,
): Promise<Response> {
  const header = authorization ?? Promise.resolve(init.headers.Authorization ?? null)
  const response = header.then((value) =>
    fetch(url, {
      ...init,
      headers: { ...init.headers, ...(value && { Authorization: value }) },
      credentials: 'omit',
    }),
  )
  // Nobody may adopt it (the app found a fresher token, or never asked): not an unhandled error.
  response.catch(() => undefined)
  const entry = { authorization: header.catch(() => null), response, startedAt: Date.now() }
  registry(true)?.set(keyOf(init.method, url, init.body ?? ''), entry)
  return response
}

/** Drops every early request not yet adopted: when a session ends, nothing it started is read. */
export function forgetFirstRequests(): void {
  registry()?.clear()
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
    if (signal.aborted) abort()
    else signal.addEventListener('abort', abort, { once: true })
  })
}

/** The early request this one repeats, taken out of the registry (each is adopted once). */
async function adoptable(request: Request): Promise<FirstRequest | undefined> {
  const waiting = registry()
  if (!waiting?.size) return undefined
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text()
  const key = keyOf(request.method, request.url, body)
  const early = waiting.get(key)
  waiting.delete(key)
  if (!early || Date.now() - early.startedAt >= FIRST_REQUEST_MAX_AGE_MS) return undefined
  return (await early.authorization) === request.headers.get('Authorization') ? early : undefined
}

/**
 * The app's fetch (http-gateway, token-manager, through axios's `env.fetch`): the early request
 * when one matches, once, else the network. The adopted Response goes through axios exactly as a
 * new one would: the same parsing, error mapping, timeout and abort.
 */
export async function adoptingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = input instanceof Request ? await adoptable(input) : undefined
  if (early && input instanceof Request) return Promise.race([early.response, untilAborted(input.signal)])
  // Read at call time: tests and the mock worker replace the global fetch.
  return fetch(input, init)
}
