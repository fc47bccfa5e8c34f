import { queryOptions } from '@tanstack/react-query'

import type { BpType, BusinessPartner } from '@/entities/business-partner'

import { partnerQueries } from './partner-queries'

/** A partner as a parent filter offers it. */
type PartnerName = Pick<BusinessPartner, 'id' | 'name'>

/**
 * Every partner of one type, by name, in the service's order: what a parent filter offers. The
 * reader (read-every-partner.ts) comes with the first such reading, after a list's first data,
 * not on its first load.
 */
export function partnersOfTypeQuery(type: BpType) {
  return queryOptions({
    queryKey: [...partnerQueries.lists(), 'every', type] as const,
    queryFn: async ({ signal }): Promise<PartnerName[]> => {
      const [{ readEveryPartner }, { inPageOrder }] = await Promise.all([
        import('./read-every-partner'),
        import('@/lib/data-service/collect-every-record'),
      ])
      const names = inPageOrder<PartnerName>()
      await readEveryPartner(
        { kind: type, params: {} },
        { signal, fold: ({ id, name }, page) => names.add({ id, name }, page) },
      )
      return names.all()
    },
  })
}
