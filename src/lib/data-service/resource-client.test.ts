import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { server } from '@mocks/node'

import { createHttpGateway } from './http-gateway'
import { resetRequestGateway, setRequestGateway, type DataRequest } from './request-gateway'
import { createResourceClient, dataService } from './resource-client'
import { resourceNames } from './resources'
import { createTokenManager } from './token-manager'

const discount = { id: 1, bpId: 10, code: 'SPRING', percentage: 12.5, modifiedAt: '2025-03-01T08:00:00Z' }
/** What the client hands out for a record the service sent whole: the record and what came. */
const received = <T extends object>(record: T) => ({ ...record, $received: { raw: record, unreadable: [] } })
const page = (list: unknown[]) => ({ list, page: 1, pageSize: 25, pageCount: 1, total: list.length })

/** Installs a gateway that records each request and answers with `answer`. */
function fakeGateway(answer: unknown) {
  const gateway = vi.fn(async (_request: DataRequest) => answer)
  setRequestGateway(gateway)
  return gateway
}

afterEach(resetRequestGateway)

describe('a resource client', () => {
  const discounts = createResourceClient('discounts')

  test('get sends READ with the id and returns the parsed record', async () => {
    const gateway = fakeGateway(discount)
    const signal = new AbortController().signal
    await expect(discounts.get(1, { signal })).resolves.toEqual(received(discount))
    expect(gateway).toHaveBeenCalledWith({ kind: 'READ', resource: 'discounts', id: 1, signal })
  })

  test('list fills page 1, pageSize 25 and no filters by default', async () => {
    const gateway = fakeGateway(page([discount]))
    const result = await discounts.list()
    expect(result.list).toEqual([received(discount)])
    expect(result.unreadableRecords).toBe(0)
    expect(gateway.mock.calls[0]?.[0]).toMatchObject({
      kind: 'READ_MANY',
      params: { page: 1, pageSize: 25, filters: {}, search: '' },
    })
  })

  test('list passes explicit params and fills the spec defaults of missing list-response fields', async () => {
    const gateway = fakeGateway({ list: [discount] })
    const result = await discounts.list({ page: 3, filters: { code: ['SPRING'] } })
    expect(gateway.mock.calls[0]?.[0]).toMatchObject({
      params: { page: 3, pageSize: 25, filters: { code: ['SPRING'] } },
    })
    expect(result).toMatchObject({ page: 1, pageSize: 25, total: 25, pageCount: 0 })
  })

  test.each([
    [
      'listByParam',
      () => discounts.listByParam({ bpId: 10 }),
      { kind: 'READ_BY_PARAM', params: { bpId: 10 } },
      page([]),
    ],
    [
      'create',
      () => discounts.create({ bpId: 10, code: 'X' }),
      { kind: 'CREATE', body: { bpId: 10, code: 'X' } },
      discount,
    ],
    ['update', () => discounts.update(1, discount), { kind: 'UPDATE', id: 1, body: discount }, discount],
    [
      'patch',
      () => discounts.patch(1, { code: 'Y' }),
      { kind: 'PATCH', id: 1, body: { code: 'Y' } },
      discount,
    ],
    ['remove', () => discounts.remove(1), { kind: 'DELETE', id: 1 }, discount],
  ])('%s sends the matching request kind', async (_method, call, expected, answer) => {
    const gateway = fakeGateway(answer)
    await call()
    expect(gateway.mock.calls[0]?.[0]).toMatchObject({ resource: 'discounts', ...expected })
  })

  test('hands out the spec names of renamed development fields', async () => {
    fakeGateway({ id: 5, axOpeningHourId: 'OH-5', gsc: 'TW001', weekday: 'thr', morningFrom: '9:00' })
    const record = await createResourceClient('opening-hours').get(5)
    expect(record).toMatchObject({ axOpeningHourRecId: 'OH-5', weekday: 'thr' })
    expect(record).not.toHaveProperty('axOpeningHourId')
  })

  test('a list keeps its readable records and counts the ones it cannot identify', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fakeGateway(page([discount, { ...discount, id: 'two' }, { ...discount, id: 3, bpId: 'x' }, 'junk']))
    const result = await discounts.list()
    expect(result.list).toEqual([received(discount)])
    expect(result.unreadableRecords).toBe(3)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Malformed discounts response at list.1.id'))
    warn.mockRestore()
  })

  test('a record with one odd field keeps the others and names the odd one unreadable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sent = { ...discount, percentage: '12.5 %', legacy: true }
    fakeGateway(page([sent]))
    const [record] = (await discounts.list()).list
    expect(record).toEqual({
      id: 1,
      bpId: 10,
      code: 'SPRING',
      modifiedAt: discount.modifiedAt,
      $received: { raw: sent, unreadable: ['percentage'] },
    })
    warn.mockRestore()
  })

  test('a record it cannot identify becomes malformed-response naming the resource and path', async () => {
    fakeGateway({ ...discount, id: 'two' })
    await expect(discounts.get(1)).rejects.toMatchObject({
      kind: 'malformed-response',
      i18nKey: 'data:errors.malformedResponse',
      values: { resource: 'discounts', path: 'id' },
    })
  })

  test('a list envelope that breaks its schema becomes malformed-response', async () => {
    fakeGateway({ list: 'none', page: 1 })
    await expect(discounts.list()).rejects.toMatchObject({
      kind: 'malformed-response',
      values: { resource: 'discounts', path: 'list' },
    })
  })

  test('a non-object answer becomes malformed-response at the root', async () => {
    fakeGateway('<html>oops</html>')
    await expect(discounts.get(1)).rejects.toMatchObject({
      kind: 'malformed-response',
      values: { path: '(root)' },
    })
  })

  test('rejects with the default gateway until one is installed', async () => {
    await expect(discounts.get(1)).rejects.toThrow(/^DataRequestGateway not implemented$/)
  })

  test('wraps whatever a custom gateway throws in a DataServiceError', async () => {
    setRequestGateway(() => Promise.reject(new Error('boom')))
    await expect(discounts.get(1)).rejects.toMatchObject({
      name: 'DataServiceError',
      kind: 'unknown',
      message: 'boom',
    })
  })
})

describe('dataService', () => {
  test('holds one client per data-service resource', () => {
    expect(Object.keys(dataService).sort()).toEqual([...resourceNames].sort())
    expect(resourceNames).toHaveLength(14)
    for (const name of resourceNames) expect(dataService[name].resource).toBe(name)
  })
})

describe('through the HTTP gateway', () => {
  const install = () => {
    server.use(
      http.post('http://auth.test/oauth2/token', () =>
        HttpResponse.json({ access_token: 'tok', expires_in: 3600, token_type: 'Bearer' }),
      ),
    )
    setRequestGateway(createHttpGateway({ tokens: createTokenManager() }))
  }

  test('lists discounts end to end', async () => {
    install()
    server.use(http.get('http://data.test/store/api/discounts', () => HttpResponse.json(page([discount]))))
    await expect(dataService.discounts.list()).resolves.toMatchObject({ list: [discount], total: 1 })
  })

  test('a body from the server without a usable id is malformed-response', async () => {
    install()
    server.use(
      http.get('http://data.test/store/api/discounts/1', () => HttpResponse.json({ ...discount, id: null })),
    )
    await expect(dataService.discounts.get(1)).rejects.toMatchObject({
      kind: 'malformed-response',
      values: { resource: 'discounts', path: 'id' },
    })
  })

  test('a broken JSON body from the server is malformed-response', async () => {
    install()
    server.use(
      http.get(
        'http://data.test/store/api/discounts/1',
        () => new HttpResponse('{"id": 1,', { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    await expect(dataService.discounts.get(1)).rejects.toMatchObject({ kind: 'malformed-response' })
  })
})
