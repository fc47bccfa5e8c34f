import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { brokerOf, idClaims, SITE, startWorld, type World } from '../test/world'

import { handler, lambdaHandler, type HttpEvent } from './lambda'

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world.close())
afterEach(() => {
  vi.unstubAllEnvs()
})

const form = 'grant_type=client_credentials&client_id=portal-dev&scope=dealer_store%2Fread'

/** An API Gateway HTTP API event (payload format 2.0), as the gateway sends it. */
function httpApiEvent(idToken: string, { base64 = true, method = 'POST' } = {}): HttpEvent {
  return {
    version: '2.0',
    routeKey: `${method} /token`,
    rawPath: '/token',
    rawQueryString: '',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${idToken}`,
      'content-length': String(form.length),
      'content-type': 'application/x-www-form-urlencoded',
      host: 'abc123.execute-api.eu-west-1.amazonaws.com',
      origin: SITE,
      'user-agent': 'Mozilla/5.0',
      'x-amzn-trace-id': 'Root=1-65e1a2b3-0123456789abcdef01234567',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-port': '443',
      'x-forwarded-proto': 'https',
    },
    requestContext: {
      accountId: '123456789012',
      apiId: 'abc123',
      domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
      domainPrefix: 'abc123',
      http: {
        method,
        path: '/token',
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.7',
        userAgent: 'Mozilla/5.0',
      },
      requestId: 'Tk3vXjdSjoEEMRA=',
      routeKey: `${method} /token`,
      stage: '$default',
      time: '01/Mar/2026:10:00:00 +0000',
      timeEpoch: 1772359200000,
    },
    body: base64 ? Buffer.from(form).toString('base64') : form,
    isBase64Encoded: base64,
  } as HttpEvent
}

/** A Lambda function URL event behind CloudFront (/api/token routed to the function). */
function functionUrlEvent(idToken: string | undefined, method = 'POST'): HttpEvent {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: '/api/token',
    rawQueryString: '',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'a1b2c3d4e5f6g7h8i9j0.lambda-url.eu-west-1.on.aws',
      ...(idToken && { authorization: `Bearer ${idToken}` }),
      origin: SITE,
      via: '2.0 0123456789abcdef.cloudfront.net (CloudFront)',
      'x-amz-cf-id': 'Ab1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV==',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      ...(method === 'OPTIONS' && { 'access-control-request-method': 'POST' }),
    },
    requestContext: {
      accountId: 'anonymous',
      apiId: 'a1b2c3d4e5f6g7h8i9j0',
      domainName: 'a1b2c3d4e5f6g7h8i9j0.lambda-url.eu-west-1.on.aws',
      domainPrefix: 'a1b2c3d4e5f6g7h8i9j0',
      http: {
        method,
        path: '/api/token',
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.7',
        userAgent: 'Mozilla/5.0',
      },
      requestId: 'c5a3e8f0-1b2d-4e6f-8a9b-0c1d2e3f4a5b',
      routeKey: '$default',
      stage: '$default',
      time: '01/Mar/2026:10:00:00 +0000',
      timeEpoch: 1772359200000,
    },
    body: method === 'POST' ? form : undefined,
    isBase64Encoded: false,
  } as HttpEvent
}

describe('the Lambda handler', () => {
  test('answers an API Gateway HTTP API event with a token for the role (base64 body)', async () => {
    const run = lambdaHandler(brokerOf(world).broker)
    const result = await run(
      httpApiEvent(world.idp.sign(idClaims(world, { 'cognito:groups': ['portal-viewers'] }))),
    )
    expect(result).toMatchObject({
      statusCode: 200,
      isBase64Encoded: false,
      headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': SITE },
    })
    expect(JSON.parse(result.body)).toMatchObject({ token_type: 'Bearer', scope: 'dealer_store/read' })
  })

  test('answers a plain-text body too', async () => {
    const run = lambdaHandler(brokerOf(world).broker)
    const result = await run(httpApiEvent(world.idp.sign(idClaims(world)), { base64: false }))
    expect(JSON.parse(result.body)).toMatchObject({ scope: 'dealer_store/read' })
  })

  test('answers a function URL event on whatever path CloudFront routes to it', async () => {
    const run = lambdaHandler(brokerOf(world).broker)
    const result = await run(functionUrlEvent(world.idp.sign(idClaims(world))))
    expect(result.statusCode).toBe(200)
  })

  test('refuses a function URL event without an id token with 401 and its challenge', async () => {
    const result = await lambdaHandler(brokerOf(world).broker)(functionUrlEvent(undefined))
    expect(result).toMatchObject({
      statusCode: 401,
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      body: '{"error":"invalid_token"}',
    })
  })

  test('answers the CORS preflight of an allowed origin', async () => {
    const result = await lambdaHandler(brokerOf(world).broker)(functionUrlEvent(undefined, 'OPTIONS'))
    expect(result.statusCode).toBe(204)
    expect(result.headers['Access-Control-Allow-Methods']).toBe('POST')
  })
})

describe('the exported handler', () => {
  test('fails with a message naming the missing settings', async () => {
    await expect(handler(functionUrlEvent(undefined))).rejects.toThrow(/BROKER_ISSUER is missing/)
  })

  test('reads its settings from the environment on the first event', async () => {
    for (const [name, value] of Object.entries({
      BROKER_ISSUER: world.config.issuer,
      BROKER_AUDIENCE: 'portal-app-client',
      BROKER_TOKEN_URL: world.config.tokenUrl,
      BROKER_CLIENT_ID: 'portal-dev',
      BROKER_CLIENT_SECRET: 'dev-secret',
      BROKER_ROLES: '{"portal-viewers":"viewer"}',
      BROKER_ALLOWED_ORIGINS: SITE,
    }))
      vi.stubEnv(name, value)
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const result = await handler(functionUrlEvent(undefined))
    expect(result.statusCode).toBe(401)
    expect(result.headers['Access-Control-Allow-Origin']).toBe(SITE)
    expect(JSON.parse(String(write.mock.calls[0]?.[0]))).toMatchObject({
      status: 401,
      reason: 'no bearer token',
    })
  })
})
