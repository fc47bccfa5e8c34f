import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Page, Request } from '@playwright/test'

import { TOKEN_STORAGE_KEY } from '../src/lib/data-service/token-storage'

import { VIEWER_USER } from './support/fake-cognito'
import { expect, test } from './support/fixtures'
import { MOCK_SERVICE } from './support/mock-data'
import { rowLinks } from './support/page'
import { TOKEN_URL } from './support/token-broker'

/**
 * The build has no client secret (e2e/e2e.env): the browser gets its data-service token from the
 * token broker (broker/) on the site's own origin, which gives the user's role only its scopes.
 * What the browser holds is then tried by hand against the data service, as anyone could.
 */

/** The application token the page keeps, once it has one. */
async function heldToken(page: Page): Promise<string> {
  let token = ''
  await expect
    .poll(async () => {
      const stored = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)
      token = stored ? String((JSON.parse(stored) as { accessToken?: string }).accessToken ?? '') : ''
      return token
    })
    .not.toBe('')
  return token
}

/** A write that changes nothing whoever may write: the record does not exist (404 once allowed). */
const deleteByHand = (request: APIRequestContext, token: string) =>
  request.delete(`${MOCK_SERVICE}/store/api/closing-dates/987654321`, {
    headers: { authorization: `Bearer ${token}`, 'x-api-key': 'dev-api-key' },
  })

const readByHand = (request: APIRequestContext, token: string) =>
  request.get(`${MOCK_SERVICE}/store/api/closing-dates?pageSize=1`, {
    headers: { authorization: `Bearer ${token}`, 'x-api-key': 'dev-api-key' },
  })

test.describe('a viewer', () => {
  test.use({ cognitoOptions: { user: VIEWER_USER } })

  test('asks the site’s own /api/token with the id token, and the token it gets reads but cannot write', async ({
    page,
    request,
    signIn,
  }) => {
    const asked: Request[] = []
    page.on('request', (sent) => {
      if (sent.url() === TOKEN_URL) asked.push(sent)
    })
    await signIn('/dealers/')
    await expect(rowLinks(page).first()).toBeVisible()

    expect(asked.length).toBeGreaterThan(0)
    for (const sent of asked) {
      expect(sent.method()).toBe('POST')
      expect(sent.headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
      expect(new URLSearchParams(sent.postData() ?? '').has('client_secret')).toBe(false)
    }
    const answer = await (await asked.at(-1)?.response())?.json()
    expect(answer).toMatchObject({ token_type: 'Bearer', scope: 'dealer_store/read' })

    const token = await heldToken(page)
    expect((await readByHand(request, token)).status()).toBe(200)
    const write = await deleteByHand(request, token)
    expect(write.status()).toBe(403)
    expect(await write.json()).toMatchObject({ error: 'insufficient_scope' })
  })
})

test('an editor’s token may write', async ({ page, request, signIn }) => {
  await signIn('/dealers/')
  await expect(rowLinks(page).first()).toBeVisible()
  const token = await heldToken(page)
  expect((await deleteByHand(request, token)).status()).toBe(404)
})

test('the broker refuses a request without an id token, and the build holds no client secret', async ({
  request,
}) => {
  const refused = await request.post(TOKEN_URL, {
    form: { grant_type: 'client_credentials', client_id: 'portal-dev' },
  })
  expect(refused.status()).toBe(401)
  expect(await refused.json()).toEqual({ error: 'invalid_token' })

  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
  const sent = files(path.resolve(__dirname, '../public')).filter((file) => /\.(js|html|json)$/.test(file))
  expect(sent.length).toBeGreaterThan(10)
  expect(sent.filter((file) => readFileSync(file, 'utf8').includes('dev-secret'))).toEqual([])
})
