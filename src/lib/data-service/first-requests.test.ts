import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { server } from '@mocks/node'

import {
  adoptingFetch,
  adoptSuccessfulResponse,
  FIRST_REQUEST_MAX_AGE_MS,
  forgetFirstRequests,
  readFirstBody,
  startFirstRequest,
} from './first-requests'

const URL_A = 'http://data.test/store/api/things?page=1'
let sent = 0

beforeEach(() => {
  sent = 0
  server.use(
    http.all('http://data.test/store/api/things', ({ request }) => {
      sent += 1
      return HttpResponse.json({ answer: sent, authorization: request.headers.get('Authorization') })
    }),
  )
})

afterEach(() => {
  forgetFirstRequests()
  vi.useRealTimers()
})

const get = (authorization = 'Bearer a', url = URL_A, init: RequestInit = {}) =>
  adoptingFetch(new Request(url, { headers: { Authorization: authorization }, ...init }))

describe('sending a request from the document', () => {
  test('one whose Authorization is known leaves at once, before the first script goes on', () => {
    const sending = vi.spyOn(globalThis, 'fetch')
    startFirstRequest(URL_A, { method: 'GET', headers: {}, authorization: 'Bearer a' })
    expect(sending).toHaveBeenCalledOnce()
    const [, init] = sending.mock.calls[0]!
    expect(init?.headers).toEqual({ Authorization: 'Bearer a' })
    sending.mockRestore()
  })

  test('one waiting for its token leaves as the token comes, with it', async () => {
    const sending = vi.spyOn(globalThis, 'fetch')
    let token!: (value: string) => void
    startFirstRequest(URL_A, {
      method: 'GET',
      headers: {},
      authorization: new Promise<string>((resolve) => (token = resolve)),
    })
    await Promise.resolve()
    expect(sending).not.toHaveBeenCalled()
    token('Bearer b')
    await vi.waitFor(() => expect(sending).toHaveBeenCalledOnce())
    expect(sending.mock.calls[0]![1]?.headers).toEqual({ Authorization: 'Bearer b' })
    sending.mockRestore()
  })
})

describe('adopting a request the page started from the document', () => {
  test('the same request is answered by the early one: nothing is sent twice', async () => {
    startFirstRequest(URL_A, { method: 'GET', headers: {}, authorization: Promise.resolve('Bearer a') })
    const response = await get()
    expect(await response.json()).toEqual({ answer: 1, authorization: 'Bearer a' })
    expect(sent).toBe(1)
  })

  test('each early request is adopted once; the next identical request goes to the network', async () => {
    startFirstRequest(URL_A, { method: 'GET', headers: {}, authorization: Promise.resolve('Bearer a') })
    await get()
    await get()
    expect(sent).toBe(2)
  })

  test.each([
    ['another token', () => get('Bearer b')],
    ['another address', () => get('Bearer a', 'http://data.test/store/api/things?page=2')],
    ['another method', () => get('Bearer a', URL_A, { method: 'DELETE' })],
  ])('%s is not adopted', async (_name, ask) => {
    startFirstRequest(URL_A, { method: 'GET', headers: {}, authorization: Promise.resolve('Bearer a') })
    await ask()
    // The early request went out, and so did the different one.
    await vi.waitFor(() => expect(sent).toBe(2))
  })

  test('a POST is matched on its body too', async () => {
    const init = { method: 'POST' as const, headers: {}, body: 'grant=1' }
    startFirstRequest(URL_A, init)
    await adoptingFetch(new Request(URL_A, { method: 'POST', body: 'grant=2' }))
    await adoptingFetch(new Request(URL_A, { method: 'POST', body: 'grant=1' }))
    expect(sent).toBe(2)
  })

  test('an early request whose token never came is not adopted', async () => {
    startFirstRequest(URL_A, {
      method: 'GET',
      headers: {},
      authorization: Promise.reject(new Error('no token')),
    })
    const response = await get()
    expect(await response.json()).toMatchObject({ answer: 1 })
  })

  test('aborting the app’s request rejects it, even while the early one is still on its way', async () => {
    server.use(http.get('http://data.test/store/api/things', () => new Promise<never>(() => undefined)))
    startFirstRequest(URL_A, { method: 'GET', headers: {}, authorization: Promise.resolve('Bearer a') })
    const controller = new AbortController()
    const asked = get('Bearer a', URL_A, { signal: controller.signal })
    controller.abort()
    await expect(asked).rejects.toThrow()
  })

  test('an early request older than the limit is left alone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    startFirstRequest(URL_A, { method: 'GET', headers: {}, authorization: Promise.resolve('Bearer a') })
    vi.setSystemTime(Date.now() + FIRST_REQUEST_MAX_AGE_MS)
    await get()
    await vi.waitFor(() => expect(sent).toBe(2))
  })

  test('after a session ends nothing it started is adopted', async () => {
    startFirstRequest(URL_A, { method: 'GET', headers: {}, authorization: Promise.resolve('Bearer a') })
    forgetFirstRequests()
    await get()
    await vi.waitFor(() => expect(sent).toBe(2))
  })
})

describe('taking over a successful early answer (read without the HTTP library)', () => {
  const asked = { method: 'GET', url: URL_A, body: '', authorization: 'Bearer a' }
  const startEarly = () =>
    startFirstRequest(URL_A, { method: 'GET', headers: {}, authorization: Promise.resolve('Bearer a') })

  test('a 2xx answer is taken, once', async () => {
    startEarly()
    const response = await adoptSuccessfulResponse(asked)
    expect(await response?.json()).toEqual({ answer: 1, authorization: 'Bearer a' })
    expect(await adoptSuccessfulResponse(asked)).toBeUndefined()
  })

  test('a failed answer is left for adoptingFetch, which still sends nothing', async () => {
    let failed = 0
    server.use(
      http.get('http://data.test/store/api/things', () => {
        failed += 1
        return new HttpResponse(null, { status: 500 })
      }),
    )
    startEarly()
    expect(await adoptSuccessfulResponse(asked)).toBeUndefined()
    expect((await get()).status).toBe(500)
    expect(failed).toBe(1)
  })

  test('another token takes nothing', async () => {
    startEarly()
    expect(await adoptSuccessfulResponse({ ...asked, authorization: 'Bearer b' })).toBeUndefined()
  })
})

describe('reading an early answer', () => {
  test('its body is parsed once for every reader, and the answer itself stays readable', async () => {
    const response = new Response(JSON.stringify({ id: 12 }))
    const first = readFirstBody(response)
    expect(readFirstBody(response)).toBe(first)
    expect(await first).toEqual({ ok: true, data: { id: 12 } })
    // axios adopts a failed answer by reading the Response itself.
    expect(await response.text()).toBe('{"id":12}')
  })

  test('a body that is not JSON says why, for the reader to report', async () => {
    const body = await readFirstBody(new Response('<html>Gateway</html>'))
    expect(body.ok).toBe(false)
    expect(body.ok ? undefined : body.error).toBeInstanceOf(SyntaxError)
  })
})
