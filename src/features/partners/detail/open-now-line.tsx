import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import type { BusinessPartner } from '@/entities/business-partner'

import { relatedQueries } from '../api/related-records'
import { useOpeningHours } from '../api/use-opening-hours'
import { openingStatus } from '../model/opening-hours/opening-status'
import { hasHours, openingWeek } from '../model/opening-hours/week'

import { OpenNow } from './opening-hours/open-now'
import { usePartnerTime } from './partner-time'

/**
 * "Open now, until 18:00", "Closed today (Inventory)"... from the partner's week and closing
 * dates, on the page's clock. Nothing while they load, and nothing for a partner with no hours
 * (its opening-hours section says so); the sections show their own errors.
 */
export function OpenNowLine({ partner }: { partner: BusinessPartner }) {
  const { i18n } = useTranslation()
  const hours = useOpeningHours(partner)
  const closures = useQuery(relatedQueries.byPartnerId('closing-dates', partner.id))
  const { local, otherZone } = usePartnerTime()
  if (!hours.data || !closures.data) return null
  const { week } = openingWeek(hours.data)
  if (!hasHours(week)) return null
  return (
    <OpenNow
      status={openingStatus({ week, closures: closures.data.records, now: local })}
      local={local}
      otherZone={otherZone}
      language={i18n.language}
    />
  )
}
