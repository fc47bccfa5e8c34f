import { useQuery } from '@tanstack/react-query'

import type { BusinessPartner } from '@/entities/business-partner'

import { relatedQueries } from './related-records'

/**
 * A partner's opening-hour rows (its template chain, related-records.ts). A partner without a
 * template has no hours: an empty week, asked of nobody.
 */
export function useOpeningHours(partner: BusinessPartner) {
  const templateId = partner.openingHourTemplateId
  return useQuery({
    ...relatedQueries.openingHours(templateId ?? 0),
    enabled: templateId != null,
    ...(templateId == null && { initialData: [] }),
  })
}
