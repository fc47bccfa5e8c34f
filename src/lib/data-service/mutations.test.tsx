import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { createQueryClient } from '../query-client'

import { useCreateResource, usePatchResource, useRemoveResource, useUpdateResource } from './mutations'
import { resourceQueries } from './queries'
import { resetRequestGateway, setRequestGateway, type DataRequest } from './request-gateway'

const discount = { id: 7, bpId: 1, code: 'SPRING', percentage: 10 }
const discounts = resourceQueries('discounts')
const pricings = resourceQueries('pricings')

afterEach(resetRequestGateway)

/** A client with a list and two details of discounts, and a list of another resource, all fresh. */
function seededClient() {
  const client = createQueryClient()
  client.setQueryData(discounts.list().queryKey, {
    list: [],
    page: 1,
    pageSize: 25,
    pageCount: 0,
    total: 0,
    totalItems: 0,
    totalPages: 0,
  })
  client.setQueryData(discounts.detail(7).queryKey, discount)
  client.setQueryData(discounts.detail(8).queryKey, { ...discount, id: 8 })
  client.setQueryData(pricings.list().queryKey, {
    list: [],
    page: 1,
    pageSize: 25,
    pageCount: 0,
    total: 0,
    totalItems: 0,
    totalPages: 0,
  })
  return client
}

type AnyMutation = { mutateAsync: (variables: unknown) => Promise<unknown>; isSuccess: boolean }

const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
}

describe('mutation hooks invalidate what they changed', () => {
  test.each([
    ['useUpdateResource', () => useUpdateResource('discounts'), { id: 7, body: discount }, 'UPDATE'],
    ['usePatchResource', () => usePatchResource('discounts'), { id: 7, body: { code: 'AUTUMN' } }, 'PATCH'],
    ['useRemoveResource', () => useRemoveResource('discounts'), 7, 'DELETE'],
    ['useCreateResource', () => useCreateResource('discounts'), { bpId: 1, code: 'SPRING' }, 'CREATE'],
  ] as const)(
    '%s invalidates the lists and the record, nothing else',
    async (_name, useHook, variables, kind) => {
      const gateway = vi.fn(async (_request: DataRequest) => discount)
      setRequestGateway(gateway)
      const client = seededClient()
      // The hooks' variable types differ; the table pairs each hook with its own.
      const { result } = renderHook(() => useHook() as unknown as AnyMutation, {
        wrapper: wrapperFor(client),
      })
      await act(() => result.current.mutateAsync(variables))
      await waitFor(() => expect(result.current.isSuccess).toBe(true))
      expect(gateway.mock.calls[0]?.[0].kind).toBe(kind)
      expect(isStale(client, discounts.list().queryKey)).toBe(true)
      expect(isStale(client, discounts.detail(7).queryKey)).toBe(true)
      expect(isStale(client, discounts.detail(8).queryKey)).toBe(false)
      expect(isStale(client, pricings.list().queryKey)).toBe(false)
    },
  )

  test('a failed mutation invalidates nothing and surfaces the typed error', async () => {
    setRequestGateway(() => Promise.reject(new Error('boom')))
    const client = seededClient()
    const { result } = renderHook(() => useUpdateResource('discounts'), { wrapper: wrapperFor(client) })
    act(() => result.current.mutate({ id: 7, body: discount }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'DataServiceError', kind: 'unknown' })
    expect(isStale(client, discounts.list().queryKey)).toBe(false)
  })
})
