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
  cause?: unknown
}

/** Every failure of the data layer, so the UI can show one translated message per kind. */
export class DataServiceError extends Error {
  override name = 'DataServiceError'
  readonly kind: DataServiceErrorKind
  readonly status?: number
  readonly i18nKey: string
  readonly values: ErrorValues

  constructor(init: DataServiceErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.kind = init.kind
    this.status = init.status
    this.i18nKey = init.i18nKey ?? errorI18nKeys[init.kind]
    this.values = init.values ?? {}
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

// Product spec: failed status codes; 409 and 422 are the server's "your data was refused" answers.
const statusKinds: Partial<Record<number, DataServiceErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  422: 'validation',
}

function fromStatus(status: number, cause: unknown): DataServiceError {
  const kind = statusKinds[status] ?? (status >= 500 ? 'server' : 'http')
  return new DataServiceError({
    kind,
    status,
    message: `Data service answered ${status} (${kind})`,
    values: { status },
    cause,
  })
}

/** axios says 'timeout of 30000ms exceeded' (product spec); keep N so the message can name it. */
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
    if (status !== undefined) return fromStatus(status, error)
    return new DataServiceError({ kind: 'network', message: 'Network error', cause: error })
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new DataServiceError({ kind: 'aborted', message: 'Request aborted', cause: error })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new DataServiceError({ kind: 'unknown', message, cause: error })
}
