import { useQuery } from '@tanstack/react-query'

import type { BpType, BusinessPartner } from '@/entities/business-partner'
import { usePhase } from '@/lib/page-load/use-phase'

import { PARENT_TYPE } from '../model/relations'

import { partnerQueries } from './partner-queries'

export type Parent = {
  id: number
  /** The parent's own type once read, else the one its child's type implies. */
  type: BpType | undefined
  /** Undefined until read (or when it cannot be): show `#id` meanwhile. */
  name: string | undefined
}

/**
 * A partner's parent, looked up once for the breadcrumb and the network section alike (one
 * query, shared through the cache); undefined for a partner without one or not yet known.
 */
export function useParent(partner: BusinessPartner | undefined): Parent | undefined {
  const parentId = partner?.parentId
  // Asked for once the partner itself is on screen, not in its way.
  const firstDataShown = usePhase('data-shown')
  const parent = useQuery({
    ...partnerQueries.detail(parentId ?? 0),
    enabled: parentId != null && firstDataShown,
  })
  if (parentId == null) return undefined
  const implied = partner?.bpType ? PARENT_TYPE[partner.bpType] : undefined
  return { id: parentId, type: parent.data?.bpType ?? implied, name: parent.data?.name }
}
