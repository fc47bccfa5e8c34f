import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { resourceQueries } from './queries'
import { resetRequestGateway, setRequestGateway, type DataRequest } from './request-gateway'

afterEach(resetRequestGateway)

describe('resourceQueries keys run generic to specific', () => {
  const partners = resourceQueries('business-partners')

  test('all, lists and details nest under the resource name', () => {
    expect(partners.all()).toEqual(['business-partners'])
    expect(partners.lists()).toEqual(['business-partners', 'list'])
    expect(partners.details()).toEqual(['business-partners', 'detail'])
  })

  test('a list key holds its params with the defaults filled in', () => {
    expect(partners.list().queryKey).toEqual([
      'business-partners',
      'list',
      { page: 1, pageSize: 25, filters: {}, search: '' },
    ])
    expect(partners.list({ page: 1 }).queryKey).toEqual(partners.list().queryKey)
    expect(partners.list({ page: 2, filters: { bpType: ['dealer'] } }).queryKey).toEqual([
      'business-partners',
      'list',
      { page: 2, pageSize: 25, filters: { bpType: ['dealer'] }, search: '' },
    ])
  })

  test('the search is part of a list key, trimmed, so each search has its own cache entry', () => {
    const velo = partners.list({ search: 'velo' }).queryKey
    expect(velo.at(-1)).toMatchObject({ search: 'velo' })
    expect(partners.list({ search: '  velo ' }).queryKey).toEqual(velo)
    expect(partners.list({ search: 'velo' }).queryKey).not.toEqual(partners.list().queryKey)
    expect(partners.list({ search: '   ' }).queryKey).toEqual(partners.list().queryKey)
  })

  test('a detail key ends with the id', () => {
    expect(partners.detail(42).queryKey).toEqual(['business-partners', 'detail', 42])
  })

  test('keys of different resources never overlap', () => {
    expect(resourceQueries('dealer-configs').all()).not.toEqual(resourceQueries('store-configs').all())
  })
})

describe('resourceQueries query functions', () => {
  const discount = { id: 3, bpId: 1, code: 'A', percentage: 5 }

  test('detail fetches through the current gateway and passes React Query’s abort signal', async () => {
    const gateway = vi.fn(async (_request: DataRequest) => discount)
    setRequestGateway(gateway)
    const client = new QueryClient()
    await expect(client.fetchQuery(resourceQueries('discounts').detail(3))).resolves.toMatchObject(discount)
    expect(gateway.mock.calls[0]?.[0]).toMatchObject({ kind: 'READ', resource: 'discounts', id: 3 })
    expect(gateway.mock.calls[0]?.[0].signal).toBeInstanceOf(AbortSignal)
  })

  test('list fetches the requested page', async () => {
    const gateway = vi.fn(async (_request: DataRequest) => ({
      list: [discount],
      page: 2,
      pageSize: 10,
      total: 11,
    }))
    setRequestGateway(gateway)
    const result = await new QueryClient().fetchQuery(
      resourceQueries('discounts').list({ page: 2, pageSize: 10 }),
    )
    expect(result.list[0]?.code).toBe('A')
    expect(gateway.mock.calls[0]?.[0]).toMatchObject({ kind: 'READ_MANY', params: { page: 2, pageSize: 10 } })
  })
})
