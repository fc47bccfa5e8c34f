import { describe, expect, test } from 'vitest'

import { installHttpGateway } from '@/lib/data-service/http-gateway'
import { createQueryClient } from '@/lib/query-client'

import { fetchAllPartners } from './fetch-all-partners'
import { partnerQueries } from './partner-queries'

describe('fetchAllPartners', () => {
  test('reads every page of a list through the query cache', async () => {
    installHttpGateway()
    const queryClient = createQueryClient()
    const partners = await fetchAllPartners(queryClient, 'all', {})
    expect(partners).toHaveLength(103)
    expect(queryClient.getQueryCache().findAll({ queryKey: partnerQueries.lists() })).toHaveLength(2)
  })

  test('stops when its signal aborts, keeping the pages read in the cache', async () => {
    installHttpGateway()
    const queryClient = createQueryClient()
    const controller = new AbortController()
    const reading = fetchAllPartners(
      queryClient,
      'all',
      {},
      {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      },
    )
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' })
    expect(queryClient.getQueryCache().findAll({ queryKey: partnerQueries.lists() })).toHaveLength(1)
  })
})
