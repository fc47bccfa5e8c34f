import { flattenFilters } from './filter-params'
import type { DataRequest, QueryParams } from './request-gateway'

/**
 * Where one data-service request goes (base path /store): its method, path and query,
 * without any HTTP library, so the app's gateway (axios) and the script that starts a page's
 * first data from the document (app/first-data, plain fetch) address it the same way.
 */
export type RequestSpec = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Under the base URL: `/api/{resource}` or `/api/{resource}/{id}`. */
  url: string
  params?: Record<string, string>
  data?: unknown
}

/** The data service's base URL: its origin plus the base path /store. */
export function dataServiceBaseUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/store`
}

/** Form-style encoding, the same rule the mock service decodes with URLSearchParams. */
export function serializeParams(params: Record<string, string>): string {
  return new URLSearchParams(params).toString()
}

function queryParams(params: QueryParams): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) if (value !== undefined) result[name] = String(value)
  return result
}

/** Maps one request kind to its method, path and query. */
export function toRequestSpec(request: DataRequest): RequestSpec {
  const collection = `/api/${encodeURIComponent(request.resource)}`
  switch (request.kind) {
    case 'READ':
      return { method: 'GET', url: `${collection}/${request.id}` }
    case 'READ_MANY': {
      const { page, pageSize, filters, search } = request.params
      // The reserved names last, so a filter that happens to be named "page" or "q" cannot override
      // them. Free text goes as it is: the comma escaping of filter lists is not for it.
      const params = {
        ...flattenFilters(filters),
        ...(search && { q: search }),
        page: String(page),
        pageSize: String(pageSize),
      }
      return { method: 'GET', url: collection, params }
    }
    case 'READ_BY_PARAM':
      return { method: 'GET', url: collection, params: queryParams(request.params) }
    case 'CREATE':
      return { method: 'POST', url: collection, data: request.body }
    case 'UPDATE':
      return { method: 'PUT', url: `${collection}/${request.id}`, data: request.body }
    case 'PATCH':
      return { method: 'PATCH', url: `${collection}/${request.id}`, data: request.body }
    case 'DELETE':
      return { method: 'DELETE', url: `${collection}/${request.id}` }
  }
}

/** The full address of a request, as axios builds it from the same spec (request-spec.test.ts). */
export function requestUrl(baseUrl: string, { url, params }: RequestSpec): string {
  const query = params ? serializeParams(params) : ''
  return `${baseUrl}${url}${query ? `?${query}` : ''}`
}
