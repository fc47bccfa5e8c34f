import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { ALL_DATA_SCOPES } from '@/config/data-scopes'
import { resourceNames } from '@/lib/data-service/resources'

import { resetDb } from './db'
import { tokenStore } from './token-store'

const DATA = 'http://data.test/store/api'
const TOKEN_URL = 'http://auth.test/oauth2/token'

async function requestToken(fields: Record<string, string> = {}, init: RequestInit = {}) {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: 'test-client',
    client_secret: 'test-secret',
    scope: ALL_DATA_SCOPES.join(' '),
    ...fields,
  })
  return fetch(TOKEN_URL, { method: 'POST', body, ...init })
}

let token = ''

async function call(path: string, init: RequestInit & { token?: string; apiKey?: string | null } = {}) {
  const headers = new Headers(init.headers)
  if (init.token !== '') headers.set('Authorization', `Bearer ${init.token ?? token}`)
  if (init.apiKey !== null) headers.set('x-api-key', init.apiKey ?? 'test-api-key')
  if (init.body) headers.set('Content-Type', 'application/json')
  const response = await fetch(`${DATA}/${path}`, { ...init, headers })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { list: Record<string, unknown>[] },
  }
}

beforeEach(async () => {
  token = ((await (await requestToken()).json()) as { access_token: string }).access_token
})

afterEach(() => {
  resetDb()
  tokenStore.reset()
})

describe('token endpoint', () => {
  test('issues a distinct bearer token for the client credentials', async () => {
    const first = (await (await requestToken()).json()) as Record<string, unknown>
    const second = (await (await requestToken()).json()) as Record<string, unknown>
    expect(first).toMatchObject({ expires_in: 3600, token_type: 'Bearer' })
    expect(first.access_token).not.toBe(second.access_token)
    expect(tokenStore.requestCount).toBe(3)
  })

  test('accepts the client credentials as HTTP Basic auth', async () => {
    const response = await requestToken(
      { client_id: '', client_secret: '' },
      { headers: { Authorization: `Basic ${btoa('test-client:test-secret')}` } },
    )
    expect(response.status).toBe(200)
  })

  test('refuses wrong credentials with invalid_client', async () => {
    const response = await requestToken({ client_secret: 'guess' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'invalid_client' })
  })

  test('grants the scopes asked for and says which in its answer', async () => {
    const answer = (await (
      await requestToken({ scope: 'dealer_store/read dealer_store/update' })
    ).json()) as Record<string, unknown>
    expect(answer.scope).toBe('dealer_store/read dealer_store/update')
    const all = (await (await requestToken({ scope: '' })).json()) as Record<string, unknown>
    expect(all.scope).toBe(ALL_DATA_SCOPES.join(' '))
  })

  test('grants only what the client holds, and refuses a scope it does not know', async () => {
    tokenStore.setClientScopes(['dealer_store/read'])
    const narrowed = (await (await requestToken({ scope: ALL_DATA_SCOPES.join(' ') })).json()) as Record<
      string,
      unknown
    >
    expect(narrowed.scope).toBe('dealer_store/read')
    const unknown = await requestToken({ scope: 'dealer_store/read admin/all' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: 'invalid_scope' })
  })

  test('refuses another grant type', async () => {
    const response = await requestToken({ grant_type: 'password' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'unsupported_grant_type' })
  })
})

describe('data service guards', () => {
  test('answers 401 without a bearer token', async () => {
    const { status, body } = await call('pricings', { token: '' })
    expect(status).toBe(401)
    expect(body.message).toMatch(/bearer/i)
  })

  test('answers 401 with a token it never issued', async () => {
    expect((await call('pricings', { token: 'forged' })).status).toBe(401)
  })

  test('answers 401 once the token is expired or revoked', async () => {
    tokenStore.expire(token)
    expect((await call('pricings')).body.message).toBe('Token expired')
    tokenStore.revoke()
    expect((await call('pricings')).status).toBe(401)
  })

  test('answers 403 without the API key or with a wrong one', async () => {
    expect((await call('pricings', { apiKey: null })).status).toBe(403)
    expect((await call('pricings', { apiKey: 'wrong' })).status).toBe(403)
  })
})

describe('scopes, checked like a resource server', () => {
  beforeEach(async () => {
    token = ((await (await requestToken({ scope: 'dealer_store/read' })).json()) as { access_token: string })
      .access_token
  })

  const body = JSON.stringify({ bpId: 1, priceGroup: 'X' })
  const writes: [string, string, RequestInit][] = [
    ['create', 'pricings', { method: 'POST', body }],
    ['update', 'pricings/1', { method: 'PUT', body }],
    ['update', 'pricings/1', { method: 'PATCH', body }],
    ['delete', 'pricings/1', { method: 'DELETE' }],
  ]

  test('a read-only token reads', async () => {
    expect((await call('pricings/1')).status).toBe(200)
  })

  test.each(writes)(
    'a read-only token may not %s (%s, %o): 403 insufficient_scope, nothing written',
    async (scope, path, init) => {
      const before = (await call('pricings/1')).body
      const headers = { Authorization: `Bearer ${token}`, 'x-api-key': 'test-api-key' }
      const response = await fetch(`${DATA}/${path}`, { ...init, headers })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ error: 'insufficient_scope' })
      expect(response.headers.get('www-authenticate')).toBe(
        `Bearer error="insufficient_scope", scope="dealer_store/${scope}"`,
      )
      expect((await call('pricings/1')).body).toEqual(before)
      expect((await call('pricings')).body.total).toBe(103)
    },
  )

  test('a token with every scope writes', async () => {
    token = ((await (await requestToken({ scope: '' })).json()) as { access_token: string }).access_token
    expect((await call('pricings/1', { method: 'PUT', body })).status).toBe(200)
  })

  test('a right taken away since the token was issued is refused from then on', async () => {
    token = ((await (await requestToken({ scope: '' })).json()) as { access_token: string }).access_token
    tokenStore.setClientScopes(['dealer_store/read'])
    expect((await call('pricings/1', { method: 'DELETE' })).status).toBe(403)
    expect((await call('pricings/1')).status).toBe(200)
  })
})

describe('list', () => {
  test.each(resourceNames)('pages %s 25 at a time by default', async (resource) => {
    const { status, body } = await call(resource)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      page: 1,
      pageSize: 25,
      pageCount: 5,
      total: 103,
      totalItems: 103,
      totalPages: 5,
    })
    expect(body.list).toHaveLength(25)
  })

  test('answers the last, partial page and an empty page past the end', async () => {
    expect((await call('pricings?page=5')).body.list.map((record) => record.id)).toEqual([101, 102, 103])
    expect((await call('pricings?page=6')).body.list).toEqual([])
    expect((await call('pricings?pageSize=50')).body).toMatchObject({ pageCount: 3, total: 103 })
  })

  test('sorts by id ascending', async () => {
    const ids = (await call('addresses?pageSize=500')).body.list.map((record) => record.id as number)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  test('refuses a bad page number', async () => {
    expect((await call('pricings?page=-1')).status).toBe(400)
  })

  test.each([
    ['bpType', 'dealer'],
    ['status', 'closing'],
    ['country', 'TW'],
    ['city', 'Lyon'],
    ['parentId', '1'],
  ])('filters partners by %s', async (name, value) => {
    const { body } = await call(`business-partners?pageSize=500&${name}=${encodeURIComponent(value)}`)
    expect(body.list.length).toBeGreaterThan(0)
    expect(body.total).toBe(body.list.length)
    for (const partner of body.list) expect(String(partner[name])).toBe(value)
  })

  test('matches any of several comma-joined values', async () => {
    const { body } = await call('business-partners?pageSize=500&bpType=dealer,store')
    expect(body.total).toBe(94)
  })

  test('filters related records by bpId', async () => {
    const { body } = await call('addresses?bpId=1,2')
    expect(body.list.length).toBeGreaterThan(0)
    for (const address of body.list) expect([1, 2]).toContain(address.bpId)
  })

  test('searches q over name, account number, city and email, and no other field', async () => {
    const searched = ['name', 'accountNum', 'city', 'email'] as const
    const inSearched = (partner: Record<string, unknown>, q: string) =>
      searched.some((field) =>
        String(partner[field] ?? '')
          .toLowerCase()
          .includes(q.toLowerCase()),
      )
    const all = (await call('business-partners?pageSize=500')).body.list
    const sample = all[40] ?? {}

    // Each field alone finds the partner it was taken from, and only partners holding it there.
    for (const field of searched) {
      const q = String(sample[field]).slice(1, 7)
      const { body } = await call(`business-partners?pageSize=500&q=${encodeURIComponent(q)}`)
      expect(
        body.list.map((partner) => partner.id),
        `${field} ${q}`,
      ).toContain(sample.id)
      for (const partner of body.list) expect(inSearched(partner, q), `${field} ${q}`).toBe(true)
    }

    // A street no searched field holds finds nothing, though it is in a record.
    const street = all
      .map((partner) => String(partner.street ?? ''))
      .find((text) => text && !all.some((p) => inSearched(p, text)))
    expect(street).toBeTruthy()
    expect((await call(`business-partners?q=${encodeURIComponent(street ?? '')}`)).body.total).toBe(0)

    const byName = await call('business-partners?q=velo')
    expect(byName.body.total).toBeGreaterThan(0)
    for (const partner of byName.body.list) expect(inSearched(partner, 'velo')).toBe(true)
    expect((await call('business-partners?q=TW-D010001')).body.total).toBe(1)
    expect((await call(`business-partners?q=${encodeURIComponent('台北')}`)).body.total).toBeGreaterThan(0)
    expect((await call('business-partners?q=no-such-partner')).body.total).toBe(0)
  })

  test('filters by a modifiedAt range', async () => {
    const { body } = await call(
      'business-partners?pageSize=500&modifiedAtFrom=2026-01-01&modifiedAtTo=2026-06-30',
    )
    expect(body.total).toBeGreaterThan(0)
    for (const partner of body.list)
      expect(String(partner.modifiedAt).slice(0, 10) >= '2026-01-01').toBe(true)
    for (const partner of body.list)
      expect(String(partner.modifiedAt).slice(0, 10) <= '2026-06-30').toBe(true)
  })

  test('ignores unknown filters', async () => {
    expect((await call('pricings?colour=red')).body.total).toBe(103)
  })
})

describe('single records', () => {
  test('reads one record by id', async () => {
    const { status, body } = await call('business-partners/1')
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 1, bpType: 'distributor', parentId: null })
  })

  test('answers 404 naming the id of an absent record', async () => {
    const { status, body } = await call('business-partners/9999')
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'business-partners 9999 not found', id: 9999 })
  })

  test('answers 400 for an id that is not a number', async () => {
    expect((await call('business-partners/abc')).status).toBe(400)
  })

  test('creates a record under the next id', async () => {
    const created = await call('pricings', {
      method: 'POST',
      body: JSON.stringify({ bpId: 3, priceGroup: 'DLR-A' }),
    })
    expect(created).toEqual({ status: 201, body: { id: 104, bpId: 3, priceGroup: 'DLR-A' } })
    expect((await call('pricings/104')).body.priceGroup).toBe('DLR-A')
    expect((await call('pricings')).body.total).toBe(104)
  })

  test('replaces a record on update', async () => {
    const { status, body } = await call('pricings/5', {
      method: 'PUT',
      body: JSON.stringify({ bpId: 7, priceGroup: 'X' }),
    })
    expect(status).toBe(200)
    expect(body).toEqual({ id: 5, bpId: 7, priceGroup: 'X' })
    expect((await call('pricings/9999', { method: 'PUT', body: '{}' })).status).toBe(404)
  })

  test('refuses a body that is not JSON', async () => {
    expect((await call('pricings', { method: 'POST', body: '{oops' })).status).toBe(400)
    expect((await call('pricings/5', { method: 'PUT', body: '[1]' })).status).toBe(400)
  })

  test('delete returns the removed record, then the record is gone', async () => {
    const before = (await call('closing-dates/7')).body
    const removed = await call('closing-dates/7', { method: 'DELETE' })
    expect(removed).toEqual({ status: 200, body: before })
    expect(await call('closing-dates/7', { method: 'DELETE' })).toEqual({
      status: 404,
      body: { message: 'closing-dates 7 not found', id: 7 },
    })
    expect((await call('closing-dates')).body.total).toBe(102)
  })

  test('resetDb brings back the seeded world', async () => {
    await call('closing-dates/7', { method: 'DELETE' })
    resetDb()
    expect((await call('closing-dates/7')).status).toBe(200)
  })

  test('answers 404 for a resource the service does not have', async () => {
    expect((await call('bicycles')).status).toBe(404)
  })

  test.each([
    ['an address below a record', 'business-partners/1/addresses', 'GET'],
    ['a collection replaced whole', 'business-partners', 'PUT'],
    ['a record posted to', 'business-partners/1', 'POST'],
    ['the API root', '', 'GET'],
  ])('answers 404 for %s, as for any address it does not serve', async (_, path, method) => {
    const { status, body } = await call(path, { method, body: method === 'GET' ? undefined : '{}' })
    expect(status).toBe(404)
    expect(body.message).toMatch(/^No such resource: /)
  })

  test('every resource answers its list, a record, and 404 for an absent id, in the same route', async () => {
    for (const resource of resourceNames) {
      const { status, body } = await call(`${resource}?pageSize=1`)
      expect(status, resource).toBe(200)
      const [first] = body.list
      expect((await call(`${resource}/${String(first?.id)}`)).body, resource).toEqual(first)
      expect((await call(`${resource}/9999`)).status, resource).toBe(404)
    }
  })
})
