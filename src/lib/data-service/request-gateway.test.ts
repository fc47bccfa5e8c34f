import { afterEach, describe, expect, test } from 'vitest'

import { DataServiceError } from './errors'
import {
  defaultRequestGateway,
  getRequestGateway,
  resetRequestGateway,
  setRequestGateway,
  type DataRequest,
} from './request-gateway'
import { type RequestKind, requestKinds } from './request-kinds'

const requests: Record<RequestKind, DataRequest> = {
  CREATE: { kind: 'CREATE', resource: 'addresses', body: {} },
  READ: { kind: 'READ', resource: 'addresses', id: 1 },
  READ_BY_PARAM: { kind: 'READ_BY_PARAM', resource: 'addresses', params: { bpId: 1 } },
  READ_MANY: {
    kind: 'READ_MANY',
    resource: 'addresses',
    params: { page: 1, pageSize: 25, filters: {}, search: '' },
  },
  UPDATE: { kind: 'UPDATE', resource: 'addresses', id: 1, body: {} },
  DELETE: { kind: 'DELETE', resource: 'addresses', id: 1 },
  PATCH: { kind: 'PATCH', resource: 'addresses', id: 1, body: {} },
}

afterEach(resetRequestGateway)

describe('request kinds', () => {
  test('are the seven kinds of request', () => {
    expect(requestKinds).toEqual([
      'CREATE',
      'READ',
      'READ_BY_PARAM',
      'READ_MANY',
      'UPDATE',
      'DELETE',
      'PATCH',
    ])
  })
})

describe('the default request gateway', () => {
  test.each(requestKinds)('rejects a %s request with "DataRequestGateway not implemented"', async (kind) => {
    const rejection = getRequestGateway()(requests[kind])
    await expect(rejection).rejects.toThrow(/^DataRequestGateway not implemented$/)
    await expect(rejection).rejects.toMatchObject({
      kind: 'not-implemented',
      message: 'DataRequestGateway not implemented',
      i18nKey: 'data:errors.notImplemented',
    })
    await expect(rejection).rejects.toBeInstanceOf(DataServiceError)
  })

  test('is replaced by setRequestGateway and restored by resetRequestGateway', async () => {
    setRequestGateway(async (request) => ({ echoed: request.kind }))
    await expect(getRequestGateway()(requests.READ)).resolves.toEqual({ echoed: 'READ' })
    resetRequestGateway()
    expect(getRequestGateway()).toBe(defaultRequestGateway)
  })
})
