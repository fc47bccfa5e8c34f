import { useTranslation } from 'react-i18next'

import type { BusinessPartner } from '@/entities/business-partner'

import { useOpeningHours } from '../api/use-opening-hours'
import { useOpeningHoursEditing } from '../edit/opening-hours/opening-hours-editing'
import { openingWeek } from '../model/opening-hours/week'

import { OpeningHoursTable } from './opening-hours/opening-hours-table'
import { usePartnerTime } from './partner-time'
import { RelatedSection } from './related-section'

/** The partner's week (its template chain, api/related-records), today marked on the page's clock. */
export function OpeningHoursSection({ partner }: { partner: BusinessPartner }) {
  const { t, i18n } = useTranslation('detail')
  const query = useOpeningHours(partner)
  const { local } = usePartnerTime()
  const editing = useOpeningHoursEditing(partner.id, query.data ?? [], i18n.language)
  return (
    <RelatedSection
      id="openingHours"
      title={t('sections.openingHours.title')}
      emptyText={t('sections.openingHours.empty')}
      query={query}
      isEmpty={(rows) => rows.length === 0}
      span="double"
      footer={editing}
    >
      {(rows) => (
        <OpeningHoursTable
          days={openingWeek(rows).days}
          language={i18n.language}
          today={local.weekday}
          captionHidden
        />
      )}
    </RelatedSection>
  )
}
