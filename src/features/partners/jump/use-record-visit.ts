import { useEffect } from 'react'

import { useQueryClient } from '@tanstack/react-query'

import type { BusinessPartner } from '@/entities/business-partner'
import { whenPhase } from '@/lib/page-load/phases'

/**
 * For the detail page: a partner shown is a partner opened, for the jump dialog's recent list.
 * The code that writes it down is fetched once the partner is on screen, so it costs the page's
 * first load nothing.
 */
export function useRecordVisit(partner: BusinessPartner): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    let current = true
    const cancel = whenPhase('data-shown', () => {
      import('./recent-partners')
        .then(({ recordVisitOf }) => {
          if (current) recordVisitOf(queryClient, partner)
        })
        // Its code missing (offline, not kept by the offline worker): this visit goes unrecorded.
        .catch(() => undefined)
    })
    return () => {
      current = false
      cancel()
    }
  }, [queryClient, partner])
}
