import { afterEach, describe, expect, test } from 'vitest'

import { createDataServiceHandlers } from './data-service-handlers'
import { db } from './db'
import { server } from './node'
import { WriteRefusals } from './write-refusals'

const verdicts = (every: number, writes: number) => {
  const refusals = new WriteRefusals(every)
  return Array.from({ length: writes }, () => refusals.next()?.verdict ?? 'ok')
}

describe('WriteRefusals', () => {
  test.each([
    { every: 0, expected: ['ok', 'ok', 'ok', 'ok'] },
    { every: 1, expected: ['refused', 'refused'] },
    { every: 2, expected: ['ok', 'refused', 'throttled', 'refused'] },
    { every: 3, expected: ['ok', 'ok', 'refused', 'throttled', 'ok', 'refused'] },
    { every: 4, expected: ['ok', 'ok', 'ok', 'refused', 'throttled', 'ok', 'ok', 'refused'] },
  ])('with every=$every, writes 1..2N go $expected', ({ every, expected }) => {
    expect(verdicts(every, expected.length)).toEqual(expected)
  })

  test('counts from 1 again when the period changes or on reset', () => {
    const refusals = new WriteRefusals(2)
    refusals.next()
    refusals.every = 2
    expect(refusals.next()).toBeUndefined()
    expect(refusals.next()).toEqual({ verdict: 'refused', write: 2 })
    refusals.reset()
    expect(refusals.next()).toBeUndefined()
  })
})

describe('the data service refusing writes', () => {
  const DATA = 'http://refusing.test/store/api'
  let token = ''
  const headers = () => ({
    Authorization: `Bearer ${token}`,
    'x-api-key': 'k',
    'Content-Type': 'application/json',
  })

  afterEach(() => server.resetHandlers())

  async function refusingService(every: number) {
    server.use(
      ...createDataServiceHandlers({
        dataServiceUrl: 'http://refusing.test',
        authServiceUrl: 'http://refusing.test/auth',
        clientId: 'c',
        clientSecret: 's',
        apiKey: 'k',
        delayMs: 0,
        writeRefusals: new WriteRefusals(every),
      }),
    )
    const response = await fetch('http://refusing.test/auth/oauth2/token', {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'c', client_secret: 's' }),
    })
    token = ((await response.json()) as { access_token: string }).access_token
  }

  // Each write of the table in turn: create, replace, merge, delete.
  const writes: ((index: number) => Promise<Response>)[] = [
    (index) =>
      fetch(`${DATA}/pricings`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ bpId: index }),
      }),
    (index) =>
      fetch(`${DATA}/pricings/1`, {
        method: 'PUT',
        headers: headers(),
        body: JSON.stringify({ bpId: 1, priceGroup: `PUT-${index}` }),
      }),
    (index) =>
      fetch(`${DATA}/pricings/2`, {
        method: 'PATCH',
        headers: headers(),
        body: JSON.stringify({ priceGroup: `PATCH-${index}` }),
      }),
    (index) => fetch(`${DATA}/pricings/${10 + index}`, { method: 'DELETE', headers: headers() }),
  ]

  test.each([2, 3, 4])(
    'with every=%i, answers 500 then 429 with Retry-After, and a refused write changes nothing',
    async (every) => {
      await refusingService(every)
      const expected = verdicts(every, 2 * every)
      for (const [index, verdict] of expected.entries()) {
        const before = JSON.stringify(db.list('pricings'))
        const response = await writes[index % writes.length]!(index)
        const body = (await response.json()) as { message?: string }
        if (verdict === 'ok') {
          expect(response.status, `write ${index + 1}`).toBeLessThan(300)
          continue
        }
        expect(response.status, `write ${index + 1}`).toBe(verdict === 'refused' ? 500 : 429)
        expect(response.headers.get('retry-after')).toBe(verdict === 'refused' ? null : '1')
        expect(body.message).toEqual(expect.any(String))
        expect(JSON.stringify(db.list('pricings'))).toBe(before)
      }
    },
  )

  test('never counts reads or token requests as writes', async () => {
    await refusingService(2)
    for (let read = 0; read < 3; read += 1)
      expect((await fetch(`${DATA}/pricings/1`, { headers: headers() })).status).toBe(200)
    expect((await writes[1]!(0)).status).toBe(200)
    expect((await writes[1]!(1)).status).toBe(500)
  })
})
