import type { Filters } from '@/entities/filters'

import { DataServiceError } from './errors'
import type { RequestKind } from './request-kinds'
import type { ResourceName } from './resources'

/** A list query as it goes over the wire; the resource client fills the defaults. */
export interface ListQuery {
  page: number
  pageSize: number
  filters: Filters
  /** Free text, sent as `q` (docs/data-service-api.md); '' searches nothing. */
  search: string
}

/** Free-form query parameters for READ_BY_PARAM; undefined values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>

interface BaseRequest<K extends RequestKind> {
  kind: K
  resource: ResourceName
  signal?: AbortSignal
}

/** One data-service request, discriminated by `kind`. */
export type DataRequest =
  | (BaseRequest<'READ'> & { id: number })
  | (BaseRequest<'READ_MANY'> & { params: ListQuery })
  | (BaseRequest<'READ_BY_PARAM'> & { params: QueryParams })
  | (BaseRequest<'CREATE'> & { body: unknown })
  | (BaseRequest<'UPDATE'> & { id: number; body: unknown })
  | (BaseRequest<'PATCH'> & { id: number; body: unknown })
  | (BaseRequest<'DELETE'> & { id: number })

/** Sends a request and resolves with the raw (not yet validated) response body. */
export type RequestGateway = (request: DataRequest) => Promise<unknown>

const NOT_IMPLEMENTED_MESSAGE = 'DataRequestGateway not implemented'

// Until a real gateway is set, every request rejects with this exact message.
export const defaultRequestGateway: RequestGateway = () =>
  Promise.reject(
    new DataServiceError({
      kind: 'not-implemented',
      message: NOT_IMPLEMENTED_MESSAGE,
      i18nKey: 'data:errors.notImplemented',
    }),
  )

let current: RequestGateway = defaultRequestGateway

/** Installs the gateway every resource client uses from now on (the app: installHttpGateway()). */
export function setRequestGateway(gateway: RequestGateway): void {
  current = gateway
}

/** The gateway in force; resource clients read it on every call, so a later set takes effect. */
export function getRequestGateway(): RequestGateway {
  return current
}

/** Back to the rejecting default; for tests. */
export function resetRequestGateway(): void {
  current = defaultRequestGateway
}
