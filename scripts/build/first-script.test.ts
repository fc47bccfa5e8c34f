import { gzipSync } from 'node:zlib'

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { server } from '../../mocks/node'
import { getEnv } from '../../src/config/env'
import { forgetFirstRequests } from '../../src/lib/data-service/first-requests'
import { storeCognitoSession } from '../../src/test/cognito-session'

import { bundleFirstScript } from './first-script'

const CLIENT_ID = 'portal-client'
/** Inline in every page's head: it must stay small (issue 12, the first-load budget). */
const MAX_GZIP_BYTES = 4_500

let script: string
let received: string[] = []

beforeEach(async () => {
  script ??= await bundleFirstScript({
    ...getEnv(),
    GATSBY_COGNITO_DOMAIN: 'auth.example.test',
    GATSBY_COGNITO_CLIENT_ID: CLIENT_ID,
  })
  localStorage.clear()
  received = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    received.push(`${request.method} ${url.pathname}${url.search}`)
  })
  // The page-data preload hint stays out of the DOM, so happy-dom fetches nothing for it.
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => node)
})

afterEach(() => {
  server.events.removeAllListeners()
  forgetFirstRequests()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('the first script of every page, as built', () => {
  test('carries no zod and stays small', () => {
    expect(script).not.toMatch(/\$Zod/)
    expect(gzipSync(script).length).toBeLessThan(MAX_GZIP_BYTES)
  })

  test('runs on its own text and starts a signed-in list page’s token and rows', async () => {
    storeCognitoSession({ clientId: CLIENT_ID })
    window.history.replaceState(null, '', '/dealers/')
    new Function(script)()
    await vi.waitFor(() =>
      expect(received).toEqual([
        'POST /oauth2/token',
        'GET /store/api/business-partners?bpType=dealer&page=1&pageSize=25',
      ]),
    )
  })

  test('starts nothing for a visitor without a session', async () => {
    window.history.replaceState(null, '', '/dealers/')
    new Function(script)()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(received).toEqual([])
  })
})
