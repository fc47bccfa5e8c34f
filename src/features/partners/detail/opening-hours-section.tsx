import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import type { BusinessPartner } from '@/entities/business-partner'

import { relatedQueries } from '../api/related-records'

import { OpeningHoursTable } from './opening-hours/opening-hours-table'
import { toDaySpans } from './opening-hours/week'
import { RelatedSection } from './related-section'
import { usePartnerNow } from './use-partner-time'

/** The partner's week (its template chain, api/related-records), today marked in its own zone. */
export function OpeningHoursSection({ partner }: { partner: BusinessPartner }) {
  const { t, i18n } = useTranslation('detail')
  const query = useOpeningHours(partner)
  const { local } = usePartnerNow(partner)
  return (
    <RelatedSection
      id="openingHours"
      title={t('sections.openingHours.title')}
      emptyText={t('sections.openingHours.empty')}
      query={query}
      isEmpty={(rows) => rows.length === 0}
      span="double"
    >
      {(rows) => (
        <OpeningHoursTable
          days={toDaySpans(rows)}
          language={i18n.language}
          today={local.weekday}
          captionHidden
        />
      )}
    </RelatedSection>
  )
}

/** A partner without a template has no hours: an empty week, asked of nobody. */
export function useOpeningHours(partner: BusinessPartner) {
  const templateId = partner.openingHourTemplateId
  return useQuery({
    ...relatedQueries.openingHours(templateId ?? 0),
    enabled: templateId != null,
    ...(templateId == null && { initialData: [] }),
  })
}
