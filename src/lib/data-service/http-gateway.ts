import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios'

import { getEnv } from '@/config/env'

import { DataServiceError, toDataServiceError } from './errors'
import { flattenFilters } from './filter-params'
import { setRequestGateway, type DataRequest, type QueryParams, type RequestGateway } from './request-gateway'
import { appTokenManager, type TokenManager } from './token-manager'

/** Long enough for a slow list on a bad connection, short enough that a dead server surfaces. */
export const DATA_REQUEST_TIMEOUT_MS = 30_000

export interface HttpGatewayOptions {
  /** Origin of the data service; GATSBY_DATA_SERVICE_URL unless given. */
  baseUrl?: string
  /** The static API key header value; GATSBY_DATA_API_KEY unless given. */
  apiKey?: string
  timeoutMs?: number
  tokens?: TokenManager
}

// Form-style encoding, the same rule the mock service decodes with URLSearchParams.
function serialize(params: Record<string, string>): string {
  return new URLSearchParams(params).toString()
}

function queryParams(params: QueryParams): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) if (value !== undefined) result[name] = String(value)
  return result
}

/** Maps one request kind to its method, path and query (spec §7; base path /store). */
export function toAxiosConfig(request: DataRequest): AxiosRequestConfig {
  const collection = `/api/${encodeURIComponent(request.resource)}`
  const base = { signal: request.signal }
  switch (request.kind) {
    case 'READ':
      return { ...base, method: 'GET', url: `${collection}/${request.id}` }
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
      return { ...base, method: 'GET', url: collection, params }
    }
    case 'READ_BY_PARAM':
      return { ...base, method: 'GET', url: collection, params: queryParams(request.params) }
    case 'CREATE':
      return { ...base, method: 'POST', url: collection, data: request.body }
    case 'UPDATE':
      return { ...base, method: 'PUT', url: `${collection}/${request.id}`, data: request.body }
    case 'PATCH':
      return { ...base, method: 'PATCH', url: `${collection}/${request.id}`, data: request.body }
    case 'DELETE':
      return { ...base, method: 'DELETE', url: `${collection}/${request.id}` }
  }
}

// Waiting for a token does not listen to the signal, so check it before sending.
function throwIfAborted(signal: AbortSignal | undefined): void {
  if (!signal?.aborted) return
  throw new DataServiceError({ kind: 'aborted', message: 'Request aborted', cause: signal.reason })
}

export function createDataServiceClient(options: HttpGatewayOptions = {}): AxiosInstance {
  const env = options.baseUrl && options.apiKey ? undefined : getEnv()
  const origin = options.baseUrl ?? env?.GATSBY_DATA_SERVICE_URL ?? ''
  return axios.create({
    baseURL: `${origin.replace(/\/+$/, '')}/store`,
    timeout: options.timeoutMs ?? DATA_REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json', 'x-api-key': options.apiKey ?? env?.GATSBY_DATA_API_KEY ?? '' },
    paramsSerializer: { serialize },
    // The fetch adapter runs timeout and AbortSignal through one AbortController, which browsers and
    // msw's interceptor both honour; the XHR adapter's timeout was ignored under msw in tests.
    adapter: 'fetch',
    // A body that is not JSON is an error (malformed-response), not a string passed on as data.
    responseType: 'json',
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
  })
}

/** The real gateway: axios against the data service with the app token (DESIGN "Data flow"). */
export function createHttpGateway(options: HttpGatewayOptions = {}): RequestGateway {
  const client = createDataServiceClient(options)
  const tokens = options.tokens ?? appTokenManager

  const send = (config: AxiosRequestConfig, token: string) =>
    client.request<unknown>({ ...config, headers: { Authorization: `Bearer ${token}` } })

  return async (request) => {
    const config = toAxiosConfig(request)
    try {
      const token = await tokens.getAppToken()
      throwIfAborted(request.signal)
      try {
        return (await send(config, token)).data
      } catch (error) {
        if (!axios.isAxiosError(error) || error.response?.status !== 401) throw error
        // An expired or revoked token: forget it and retry once with a fresh one; a second 401 is final.
        tokens.discardAppToken(token)
        const fresh = await tokens.getAppToken()
        throwIfAborted(request.signal)
        return (await send(config, fresh)).data
      }
    } catch (error) {
      throw toDataServiceError(error, request.resource)
    }
  }
}

/** Called once at start-up (gatsby-browser) so every resource client talks HTTP. */
export function installHttpGateway(options: HttpGatewayOptions = {}): RequestGateway {
  const gateway = createHttpGateway(options)
  setRequestGateway(gateway)
  return gateway
}
