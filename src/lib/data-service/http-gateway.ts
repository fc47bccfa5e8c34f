import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios'

import { getEnv } from '@/config/env'

import { DataServiceError, toDataServiceError } from './errors'
import { adoptingFetch } from './first-requests'
import { setRequestGateway, type RequestGateway } from './request-gateway'
import { dataServiceBaseUrl, serializeParams, toRequestSpec } from './request-spec'
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

// Waiting for a token does not listen to the signal, so check it before sending.
function throwIfAborted(signal: AbortSignal | undefined): void {
  if (!signal?.aborted) return
  throw new DataServiceError({ kind: 'aborted', message: 'Request aborted', cause: signal.reason })
}

function createDataServiceClient(options: HttpGatewayOptions = {}): AxiosInstance {
  const env = options.baseUrl && options.apiKey ? undefined : getEnv()
  const origin = options.baseUrl ?? env?.GATSBY_DATA_SERVICE_URL ?? ''
  return axios.create({
    baseURL: dataServiceBaseUrl(origin),
    timeout: options.timeoutMs ?? DATA_REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json', 'x-api-key': options.apiKey ?? env?.GATSBY_DATA_API_KEY ?? '' },
    paramsSerializer: { serialize: serializeParams },
    // The fetch adapter runs timeout and AbortSignal through one AbortController, which browsers and
    // msw's interceptor both honour; the XHR adapter's timeout was ignored under msw in tests.
    adapter: 'fetch',
    // The requests a page started from the document are taken over, not sent again (issue 12).
    env: { fetch: adoptingFetch },
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
    // Where each kind of request goes: request-spec.ts, shared with the first script of a page.
    const config: AxiosRequestConfig = { ...toRequestSpec(request), signal: request.signal }
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
