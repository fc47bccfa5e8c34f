import type { Broker } from './broker'
import { brokerFromEnvironment } from './from-environment'

/**
 * An API Gateway HTTP API (payload format 2.0) or Lambda function URL event: the fields the
 * broker reads. Both put header names in lower case.
 */
export type HttpEvent = {
  version?: string
  rawPath?: string
  headers?: Readonly<Record<string, string | undefined>>
  body?: string | null
  isBase64Encoded?: boolean
  requestContext: { http: { method: string } }
}

export type HttpResult = {
  statusCode: number
  headers: Record<string, string>
  body: string
  isBase64Encoded: false
}

/** A token request is a short form; anything longer is not one. */
const MAX_BODY_BYTES = 16 * 1024

/**
 * The broker as a Lambda function. The route is the gateway's or CloudFront's business (the
 * function answers token requests on whatever path reaches it).
 */
export function lambdaHandler(broker: Broker): (event: HttpEvent) => Promise<HttpResult> {
  return async (event) => {
    const raw = event.body ?? ''
    const body = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw
    const headers: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value
    const answer = await broker({
      method: event.requestContext.http.method.toUpperCase(),
      headers,
      body: Buffer.byteLength(body) > MAX_BODY_BYTES ? null : body,
    })
    return { statusCode: answer.status, headers: answer.headers, body: answer.body, isBase64Encoded: false }
  }
}

let deployed: ((event: HttpEvent) => Promise<HttpResult>) | undefined

/**
 * The function's entry (handler setting `index.handler` of the bundle, docs/deploying.md). Its
 * settings are read on the first event; a missing or malformed one fails that invocation with a
 * message naming it, in the function's log.
 */
export const handler = async (event: HttpEvent): Promise<HttpResult> => {
  deployed ??= lambdaHandler(brokerFromEnvironment().broker)
  return deployed(event)
}
