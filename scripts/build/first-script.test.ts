import { gzipSync } from 'node:zlib'

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { server } from '../../mocks/node'
import { getEnv } from '../../src/config/env'
import { createTokenStore } from '../../src/lib/data-service/token-storage'
import { forgetFirstRequests } from '../../src/lib/data-service/first-requests'
import { storeCognitoSession } from '../../src/test/cognito-session'
import { stubWorker } from '../../src/test/stub-worker'

import { bundleFirstScript, bundleWarmIntlWorker, type ScriptFile } from './first-script'
import { isWarmIntlWorker } from './first-script-file'

const CLIENT_ID = 'portal-client'
/**
 * Inline in every page's head: it must stay small (it counts in the first-load budget,
 * e2e/first-load-budget.spec.ts). About half a kB of it reads a list's address (list-state and the
 * country codes), so that a bookmarked page or filter leaves as early as a list's first page.
 */
const MAX_GZIP_BYTES = 5_200

let script: string
let worker: ScriptFile
let received: string[] = []

beforeEach(async () => {
  worker ??= await bundleWarmIntlWorker()
  script ??= await bundleFirstScript(
    { ...getEnv(), GATSBY_COGNITO_DOMAIN: 'auth.example.test', GATSBY_COGNITO_CLIENT_ID: CLIENT_ID },
    worker,
  )
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
  document.documentElement.lang = ''
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

  test('on a partner’s page with a fresh stored token, sends the partner before anything else it adds', () => {
    storeCognitoSession({ clientId: CLIENT_ID })
    createTokenStore().write({
      accessToken: 'stored',
      tokenType: 'Bearer',
      expiresAt: Date.now() + 3_600_000,
      scopes: ['dealer_store/read'],
    })
    window.history.replaceState(null, '', '/stores/detail/?id=12')
    const order: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      order.push(`fetch ${String(input)}`)
      return new Promise<Response>(() => undefined)
    })
    vi.mocked(document.head.appendChild).mockImplementation(<T extends Node>(node: T) => {
      order.push(`append ${(node as unknown as HTMLLinkElement).getAttribute('href')}`)
      return node
    })
    stubWorker()
    new Function(script)()
    vi.unstubAllGlobals()
    expect(order).toEqual([
      expect.stringMatching(/^fetch http:.*\/store\/api\/business-partners\/12$/),
      'append /page-data/stores/detail/page-data.json?id=12',
    ])
  })

  test('starts nothing for a visitor without a session', async () => {
    window.history.replaceState(null, '', '/dealers/')
    new Function(script)()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(received).toEqual([])
  })

  test('starts the Intl warm-up worker of the same build, named after the page’s language', () => {
    const started = stubWorker()
    document.documentElement.lang = 'zh-TW'
    window.history.replaceState(null, '', '/zh-TW/dealers/')
    new Function(script)()
    vi.unstubAllGlobals()
    expect(started).toEqual([[`/${worker.name}`, { name: 'zh-TW' }]])
  })
})

describe('the Intl warm-up worker, as built', () => {
  test('is named after its content, as the web server expects of a file it keeps for a year', async () => {
    expect(isWarmIntlWorker(worker.name)).toBe(true)
    expect((await bundleWarmIntlWorker()).name).toBe(worker.name)
  })

  test('builds its formatters in the language it is named after, then ends', () => {
    const scope = { name: 'zh-TW', close: vi.fn() }
    const built = vi.spyOn(Intl, 'Collator')
    new Function('self', worker.text)(scope)
    expect(built).toHaveBeenCalledWith('zh-TW')
    expect(scope.close).toHaveBeenCalledOnce()
  })
})
