import { describe, expect, test } from 'vitest'

import type { BusinessPartner } from '@/entities/business-partner'
import { currentUserQuery } from '@/lib/auth/current-user'
import { createQueryClient } from '@/lib/query-client'
import { signedInUser } from '@/test/auth'

import { readRecentPartners, recordVisitOf } from './recent-partners'

const partner = (overrides: Partial<BusinessPartner>) =>
  ({
    id: 5,
    bpType: 'dealer',
    name: '山海之家自行車',
    city: '台北市',
    status: 'active',
    ...overrides,
  }) as BusinessPartner

describe('recordVisitOf', () => {
  test('writes the shown partner down for the signed-in user, under their id', () => {
    localStorage.clear()
    const queryClient = createQueryClient()
    queryClient.setQueryData(currentUserQuery().queryKey, signedInUser({ attributes: { sub: 'sub-9' } }))
    recordVisitOf(queryClient, partner({}))
    expect(readRecentPartners('sub-9')).toEqual([
      { id: 5, bpType: 'dealer', name: '山海之家自行車', city: '台北市', status: 'active' },
    ])
  })

  test('writes nothing without a signed-in user, nor for a partner without a type', () => {
    localStorage.clear()
    const queryClient = createQueryClient()
    recordVisitOf(queryClient, partner({}))
    expect(localStorage.length).toBe(0)
    queryClient.setQueryData(currentUserQuery().queryKey, signedInUser({ attributes: { sub: 'sub-9' } }))
    recordVisitOf(queryClient, partner({ bpType: null }))
    expect(readRecentPartners('sub-9')).toEqual([])
  })
})
