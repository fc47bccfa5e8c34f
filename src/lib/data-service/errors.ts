import type { AxiosError } from 'axios'
// Straight from zod's core: reached through zod/mini's `z.core`, bundlers keep that whole namespace.
import { $ZodError } from 'zod/v4/core'

export type DataServiceErrorKind =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'validation'
  | 'throttled'
  | 'server'
  | 'http'
  | 'malformed-response'
  | 'not-implemented'
  | 'token'
  | 'unknown'

/** The translated message of each kind, in the `data` namespace (locales/{lng}/data.json). */
export const errorI18nKeys = {
  network: 'data:errors.network',
  timeout: 'data:errors.timeout',
  aborted: 'data:errors.aborted',
  unauthorized: 'data:errors.unauthorized',
  forbidden: 'data:errors.forbidden',
  'not-found': 'data:errors.notFound',
  conflict: 'data:errors.conflict',
  validation: 'data:errors.validation',
  throttled: 'data:errors.throttled',
  server: 'data:errors.server',
  http: 'data:errors.http',
  'malformed-response': 'data:errors.malformedResponse',
  'not-implemented': 'data:errors.notImplemented',
  token: 'data:errors.token',
  unknown: 'data:errors.unknown',
} as const satisfies Record<DataServiceErrorKind, `data:errors.${string}`>

export type ErrorValues = Record<string, string | number>

export interface DataServiceErrorInit {
  kind: DataServiceErrorKind
  /** English, for logs and developers; the UI shows t(i18nKey, values). */
  message: string
  i18nKey?: string
  status?: number
  values?: ErrorValues
  /** A 429's Retry-After, in ms from when it arrived; undefined when absent or unreadable. */
  retryAfterMs?: number
  cause?: unknown
}

/** Every failure of the data layer, so the UI can show one translated message per kind. */
export class DataServiceError extends Error {
  override name = 'DataServiceError'
  readonly kind: DataServiceErrorKind
  readonly status?: number
  readonly i18nKey: string
  readonly values: ErrorValues
  /** How long the service asked us to wait before the next request (kind 'throttled'). */
  readonly retryAfterMs?: number

  constructor(init: DataServiceErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.i18nKey = init.i18nKey ?? errorI18nKeys[init.kind]
    this.values = init.values ?? {}
    this.retryAfterMs = init.retryAfterMs
  }
}

export function isDataServiceError(error: unknown): error is DataServiceError {
  return error instanceof DataServiceError
}

/** A response that does not match its schema (never shown as silently wrong data). */
export function malformedResponse(
  resource: string,
  error: $ZodError,
  /** Where the checked value sat in the response, when it was checked on its own (a list's record). */
  at: readonly PropertyKey[] = [],
): DataServiceError {
  const issue = error.issues[0]
  // A short path ('list.3.email') is enough to find the record; the full issue list stays in `cause`.
  const fullPath = [...at, ...(issue?.path ?? [])]
  const path = fullPath.length > 0 ? fullPath.map(String).join('.') : '(root)'
  return new DataServiceError({
    kind: 'malformed-response',
    message: `Malformed ${resource} response at ${path}: ${issue?.message ?? 'invalid'}`,
    values: { resource, path },
    cause: error,
  })
}

// Failed status codes; 409 and 422 are the server's "your data was refused" answers.
const statusKinds: Partial<Record<number, DataServiceErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  422: 'validation',
  429: 'throttled',
}

/** RFC 9110 §10.2.3: delay-seconds, a whole number. */
const DELAY_SECONDS = /^\s*(\d+)\s*$/
/** An HTTP-date has a time of day (IMF-fixdate, RFC 850 and asctime alike): '1' or 'soon' is not one. */
const HTTP_DATE_TIME = /\b\d{2}:\d{2}:\d{2}\b/

/**
 * A Retry-After header as ms to wait from `now`: seconds, or an HTTP-date (a date already past
 * is 0). Absent or unreadable: undefined, and the caller picks its own wait.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const seconds = DELAY_SECONDS.exec(value)?.[1]
  if (seconds !== undefined) return Number(seconds) * 1000
  if (!HTTP_DATE_TIME.test(value)) return undefined
  // asctime carries no zone and means GMT; Date.parse would read it as local time.
  const at = Date.parse(/GMT|UTC|[+-]\d{4}\b/.test(value) ? value : `${value} GMT`)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/** A header of an axios response: AxiosHeaders answers get(); a plain object is read by name. */
function responseHeader(headers: unknown, name: string): string | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined
  if ('get' in headers && typeof headers.get === 'function') {
    const value: unknown = headers.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)
  return typeof entry?.[1] === 'string' ? entry[1] : undefined
}

function fromStatus(status: number, cause: unknown, headers?: unknown): DataServiceError {
  const kind = statusKinds[status] ?? (status >= 500 ? 'server' : 'http')
  return new DataServiceError({
    kind,
    status,
    message: `Data service answered ${status} (${kind})`,
    values: { status },
    retryAfterMs: kind === 'throttled' ? parseRetryAfter(responseHeader(headers, 'retry-after')) : undefined,
    cause,
  })
}

/** axios says 'timeout of 30000ms exceeded'; keep N so the message can name it. */
function timeoutMs(message: string, configured: number | undefined): number {
  const match = /timeout of (\d+)\s*ms/.exec(message)
  return match?.[1] ? Number(match[1]) : (configured ?? 0)
}

/**
 * axios's own test, without importing axios: the library loads on demand (http-client.ts), and
 * an error can only have come from it once it has.
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && 'isAxiosError' in error && error.isAxiosError === true
}

/** A successful answer whose body could not be read as JSON. */
export function unreadableBody(resource: string, cause: unknown): DataServiceError {
  const reason = cause instanceof Error ? cause.message : String(cause)
  return new DataServiceError({
    kind: 'malformed-response',
    message: `Malformed ${resource} response: ${reason}`,
    values: { resource, path: '(root)' },
    cause,
  })
}

/** Maps anything thrown by axios, zod or a gateway to a DataServiceError (the same one if it already is). */
export function toDataServiceError(error: unknown, resource = 'unknown'): DataServiceError {
  if (error instanceof DataServiceError) return error
  if (error instanceof $ZodError) return malformedResponse(resource, error)
  if (isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') {
      return new DataServiceError({ kind: 'aborted', message: 'Request aborted', cause: error })
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      const ms = timeoutMs(error.message, error.config?.timeout)
      return new DataServiceError({
        kind: 'timeout',
        message: `timeout of ${ms} ms exceeded`,
        values: { ms },
        cause: error,
      })
    }
    const status = error.response?.status
    // A 2xx that still failed means the body could not be read (e.g. broken JSON).
    if (status !== undefined && status >= 200 && status < 300) return unreadableBody(resource, error)
    if (status !== undefined) return fromStatus(status, error, error.response?.headers)
    return new DataServiceError({ kind: 'network', message: 'Network error', cause: error })
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new DataServiceError({ kind: 'aborted', message: 'Request aborted', cause: error })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new DataServiceError({ kind: 'unknown', message, cause: error })
}
