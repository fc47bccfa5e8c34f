import axios from 'axios'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { normalizeListParams } from './list-params'
import { dataServiceBaseUrl, requestUrl, serializeParams, toRequestSpec } from './request-spec'
import type { DataRequest } from './request-gateway'

const BASE = dataServiceBaseUrl('http://data.test/')

/** The address axios sends for a spec, configured as createDataServiceClient configures it. */
const axiosUrl = (request: DataRequest) =>
  axios.getUri({ baseURL: BASE, paramsSerializer: { serialize: serializeParams }, ...toRequestSpec(request) })

describe('the first script and axios address a request alike', () => {
  test.each<[string, DataRequest]>([
    ['a read', { kind: 'READ', resource: 'business-partners', id: 12 }],
    ['a default list', { kind: 'READ_MANY', resource: 'addresses', params: normalizeListParams() }],
    [
      'a filtered, searched list',
      {
        kind: 'READ_MANY',
        resource: 'business-partners',
        params: normalizeListParams({
          page: 3,
          search: 'Giant & Co',
          filters: { status: ['active', 'a,b'], bpType: ['dealer'] },
        }),
      },
    ],
  ])('%s', (_name, request) => {
    expect(requestUrl(BASE, toRequestSpec(request))).toBe(axiosUrl(request))
  })

  test('any search text and filter values', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 3 }), (search, values) => {
        const request: DataRequest = {
          kind: 'READ_MANY',
          resource: 'business-partners',
          params: normalizeListParams({ search, filters: { name: values } }),
        }
        expect(requestUrl(BASE, toRequestSpec(request))).toBe(axiosUrl(request))
      }),
    )
  })

  test('the base path is /store under the origin, however the origin is written', () => {
    expect(dataServiceBaseUrl('https://api.example.com//')).toBe('https://api.example.com/store')
  })
})
