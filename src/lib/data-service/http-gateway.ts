import type { AxiosInstance, AxiosRequestConfig } from 'axios'

import { getEnv } from '@/config/env'
import { yieldToEventLoop } from '@/lib/yield-to-event-loop'
import { answerArrived, requestLeft } from '@/lib/page-load/phases'

import { DataServiceError, isAxiosError, toDataServiceError } from './errors'
import { adoptingFetch } from './first-requests'
import { loadAxios, readFirstAnswer } from './http-client'
import { setRequestGateway, type DataRequest, type RequestGateway } from './request-gateway'
import { dataServiceBaseUrl, requestUrl, serializeParams, toRequestSpec } from './request-spec'
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

function dataServiceSettings(options: HttpGatewayOptions) {
  const env = options.baseUrl && options.apiKey ? undefined : getEnv()
  return {
    baseUrl: dataServiceBaseUrl(options.baseUrl ?? env?.GATSBY_DATA_SERVICE_URL ?? ''),
    apiKey: options.apiKey ?? env?.GATSBY_DATA_API_KEY ?? '',
  }
}

async function createDataServiceClient(options: HttpGatewayOptions): Promise<AxiosInstance> {
  const { baseUrl, apiKey } = dataServiceSettings(options)
  const axios = await loadAxios()
  return axios.create({
    baseURL: baseUrl,
    timeout: options.timeoutMs ?? DATA_REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json', 'x-api-key': apiKey },
    paramsSerializer: { serialize: serializeParams },
    // The fetch adapter runs timeout and AbortSignal through one AbortController, which browsers and
    // msw's interceptor both honour; the XHR adapter's timeout was ignored under msw in tests.
    adapter: 'fetch',
    // The requests a page started from the document are taken over, not sent again
    // (first-requests.ts).
    env: { fetch: adoptingFetch },
    // A body that is not JSON is an error (malformed-response), not a string passed on as data.
    responseType: 'json',
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
  })
}

/** The real gateway: axios against the data service with the app token. */
export function createHttpGateway(options: HttpGatewayOptions = {}): RequestGateway {
  const { baseUrl } = dataServiceSettings(options)
  let client: Promise<AxiosInstance> | undefined
  const tokens = options.tokens ?? appTokenManager

  async function send(request: DataRequest, token: string): Promise<unknown> {
    const spec = toRequestSpec(request)
    const authorization = `Bearer ${token}`
    // A page's first data, asked for from its document: read without axios when it succeeded.
    if (spec.method === 'GET') {
      const asked = { method: 'GET', url: requestUrl(baseUrl, spec), body: '', authorization }
      const early = await readFirstAnswer(asked, request.resource, request.signal)
      if (early) return early.data
      throwIfAborted(request.signal)
    }
    client ??= createDataServiceClient(options).catch((error: unknown) => {
      // Its code could not load (offline, or a deploy replaced the build under the page): the
      // next request tries again instead of failing for good.
      client = undefined
      throw error
    })
    const axios = await client
    // axios's work for one request (config, interceptors, the fetch adapter) is about 5 ms at full
    // speed: the nine a partner's page asks for at once are sent in a task each, not one long one.
    await yieldToEventLoop()
    throwIfAborted(request.signal)
    const config: AxiosRequestConfig = {
      ...spec,
      signal: request.signal,
      headers: { Authorization: authorization },
    }
    return (await axios.request<unknown>(config)).data
  }

  /**
   * A 403: this token may not do that, perhaps because the user's role was taken away since it was
   * issued. The refused request is not sent again (it would be refused again); a new token is
   * asked for, and the role its scopes give replaces the old one (lib/auth/role.ts).
   */
  function askWhatTheTokenMayDo(refused: string): void {
    tokens.discardAppToken(refused)
    void tokens.getAppToken().catch(() => undefined)
  }

  return async (request) => {
    // Where each kind of request goes: request-spec.ts, shared with the first script of a page.
    requestLeft()
    try {
      const token = await tokens.getAppToken()
      throwIfAborted(request.signal)
      try {
        return await send(request, token)
      } catch (error) {
        const status = isAxiosError(error) ? error.response?.status : undefined
        if (status === 403) askWhatTheTokenMayDo(token)
        if (status !== 401) throw error
        // An expired or revoked token: forget it and retry once with a fresh one; a second 401 is final.
        tokens.discardAppToken(token)
        const fresh = await tokens.getAppToken()
        throwIfAborted(request.signal)
        return await send(request, fresh)
      }
    } catch (error) {
      throw toDataServiceError(error, request.resource)
    } finally {
      answerArrived()
    }
  }
}

/** Called once at start-up (gatsby-browser) so every resource client talks HTTP. */
export function installHttpGateway(options: HttpGatewayOptions = {}): RequestGateway {
  const gateway = createHttpGateway(options)
  setRequestGateway(gateway)
  return gateway
}
