import type { ReactNode } from 'react'

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'

import { DataServiceError } from '@/lib/data-service/errors'
import { resetRequestGateway, setRequestGateway, type DataRequest } from '@/lib/data-service/request-gateway'
import { createQueryClient } from '@/lib/query-client'

import { RECORDS_BY_PARTNER_ID } from './partner-requests'
import { prefetchPartnerRecords } from './prefetch-partner-records'
import { relatedQueries } from './related-records'

afterEach(resetRequestGateway)

const pageOf = (list: unknown[]) => ({ list, page: 1, pageSize: 100, pageCount: 1, total: list.length })

/** A data service that answers both chains (the week, the services) at once and holds every other group. */
function serviceHoldingOtherGroups() {
  const sent: DataRequest[] = []
  const held: (() => void)[] = []
  setRequestGateway((request) => {
    sent.push(request)
    if (request.resource === 'service-maps')
      return Promise.resolve(pageOf([{ id: 1, bpId: 7, campaignId: 'CMP-1' }]))
    if (request.resource === 'services') return Promise.resolve(pageOf([]))
    if (request.resource === 'opening-hour-templates')
      return Promise.resolve({ id: 15, openingHourId: 40, name: 'Week' })
    if (request.resource === 'opening-hours' && request.kind === 'READ')
      return Promise.resolve({ id: 40, axOpeningHourTemplateRecId: 'REC-1', weekday: 'mon' })
    if (request.resource === 'opening-hours') return Promise.resolve(pageOf([]))
    return new Promise((resolve) => held.push(() => resolve(pageOf([]))))
  })
  return { sent, releaseOthers: () => held.forEach((release) => release()) }
}

test('the service maps are asked for first, and the services they name as soon as they answer', async () => {
  const service = serviceHoldingOtherGroups()
  void prefetchPartnerRecords(new QueryClient(), { id: 7 })

  // Every other group is still unanswered when the services leave.
  await vi.waitFor(() => expect(service.sent.map((request) => request.resource)).toContain('services'))
  expect(service.sent[0]?.resource).toBe('service-maps')
  expect(service.sent.find((request) => request.resource === 'services')).toMatchObject({
    kind: 'READ_MANY',
    params: { filters: { axCampaignId: ['CMP-1'] } },
  })
  service.releaseOthers()
})

test('each group of records is asked for once, the service maps included', async () => {
  const service = serviceHoldingOtherGroups()
  void prefetchPartnerRecords(new QueryClient(), { id: 7 })

  await vi.waitFor(() => expect(service.sent).toHaveLength(RECORDS_BY_PARTNER_ID.length + 1))
  const resources = service.sent.map((request) => request.resource)
  expect(resources.toSorted()).toEqual([...RECORDS_BY_PARTNER_ID, 'services'].toSorted())
  expect(service.sent.filter((request) => request.resource !== 'services')).toEqual(
    RECORDS_BY_PARTNER_ID.map(() =>
      expect.objectContaining({
        kind: 'READ_MANY',
        params: expect.objectContaining({ filters: { bpId: ['7'] } }),
      }),
    ),
  )
  service.releaseOthers()
})

test("a partner's week is asked for first, each link of its chain as soon as the one before answers", async () => {
  const service = serviceHoldingOtherGroups()
  void prefetchPartnerRecords(new QueryClient(), { id: 7, openingHourTemplateId: 15 })

  // The week's rows leave while every group but the services is still unanswered.
  await vi.waitFor(() =>
    expect(service.sent).toContainEqual(
      expect.objectContaining({
        kind: 'READ_MANY',
        resource: 'opening-hours',
        params: expect.objectContaining({ filters: { axOpeningHourTemplateRecId: ['REC-1'] } }),
      }),
    ),
  )
  expect(service.sent[0]).toMatchObject({ kind: 'READ', resource: 'opening-hour-templates', id: 15 })
  expect(service.sent).toContainEqual(
    expect.objectContaining({ kind: 'READ', resource: 'opening-hours', id: 40 }),
  )
  service.releaseOthers()
})

test('a partner without a template asks for no week', async () => {
  const service = serviceHoldingOtherGroups()
  void prefetchPartnerRecords(new QueryClient(), { id: 7, openingHourTemplateId: null })

  await vi.waitFor(() => expect(service.sent).toHaveLength(RECORDS_BY_PARTNER_ID.length + 1))
  expect(service.sent.map((request) => request.resource)).not.toContain('opening-hour-templates')
  service.releaseOthers()
})

test('settles once every group has answered, not before', async () => {
  const service = serviceHoldingOtherGroups()
  let settled = false
  const client = new QueryClient()
  void prefetchPartnerRecords(client, { id: 7 }).then(() => (settled = true))

  await vi.waitFor(() => expect(service.sent).toHaveLength(RECORDS_BY_PARTNER_ID.length + 1))
  // The services' chain, answered at once, is in: settling with it would have happened by now.
  await vi.waitFor(() =>
    expect(client.getQueryState(relatedQueries.services(7).queryKey)?.status).toBe('success'),
  )
  expect(settled).toBe(false)
  service.releaseOthers()
  await vi.waitFor(() => expect(settled).toBe(true))
})

test('a section whose records failed before it mounted shows that failure, without asking again', async () => {
  const sent: DataRequest[] = []
  setRequestGateway((request) => {
    sent.push(request)
    return Promise.reject(new DataServiceError({ kind: 'server', status: 503, message: 'down' }))
  })
  const client = createQueryClient()
  const addresses = relatedQueries.byPartnerId('addresses', 7)
  // Settles all the same: what waits for the records (the page's map) goes on.
  await expect(prefetchPartnerRecords(client, { id: 7 })).resolves.toBeUndefined()
  await vi.waitFor(() => expect(client.getQueryState(addresses.queryKey)?.status).toBe('error'))

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useQuery(addresses), { wrapper })
  await act(async () => {})

  expect(result.current.error).toMatchObject({ kind: 'server', status: 503 })
  // The app does not retry its own queries; Try again is the user's.
  expect(sent.filter((request) => request.resource === 'addresses')).toHaveLength(1)
})
