import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test, vi } from 'vitest'

import { server } from '@mocks/node'

import * as httpClient from './http-client'
import { createHttpGateway } from './http-gateway'
import { createTokenManager } from './token-manager'

vi.mock('./http-client', async (importOriginal) => {
  const actual = await importOriginal<typeof httpClient>()
  return { ...actual, loadAxios: vi.fn(actual.loadAxios) }
})

const DATA = 'http://data.test/store/api'

beforeEach(() => {
  server.use(
    http.post('http://auth.test/oauth2/token', () =>
      HttpResponse.json({ access_token: 'tok', expires_in: 3600, token_type: 'Bearer' }),
    ),
    http.get(`${DATA}/addresses/7`, () => HttpResponse.json({ id: 7 })),
  )
})

test('an HTTP library that could not load once is loaded again by the next request', async () => {
  const tokens = createTokenManager()
  await tokens.getAppToken()
  const gateway = createHttpGateway({ tokens })
  // Offline with its chunk not kept, or a deploy that replaced the build under the page.
  vi.mocked(httpClient.loadAxios).mockRejectedValueOnce(new Error('Loading chunk http-client failed.'))

  await expect(gateway({ kind: 'READ', resource: 'addresses', id: 7 })).rejects.toMatchObject({
    kind: 'unknown',
  })
  await expect(gateway({ kind: 'READ', resource: 'addresses', id: 7 })).resolves.toEqual({ id: 7 })
})
