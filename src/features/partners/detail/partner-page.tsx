import { type ReactNode, Suspense } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { useDeferred } from '@/lib/page-load/deferred'
import { StatusBadge } from '@/components/ui/status-badge'
import type { BpType, BusinessPartner } from '@/entities/business-partner'

import { useRecordVisit } from '../jump/use-record-visit'

import { DetailShell } from './detail-shell'
import { LocationSection } from './location-section'
import { PartnerSummary } from './partner-summary'
import { PartnerTimeProvider } from './partner-time'
import { usePartnerRecords } from './use-partner-records'
import * as styles from './partner-detail.module.css'

type PartnerPageProps = {
  partner: BusinessPartner
  kind: BpType
  /** Above the sections: that the partner could not be read again (RefreshFailed). */
  notice?: ReactNode
}

/**
 * The sections after the summary, and the open-now line, are chunks of their own, fetched once
 * the summary is on screen and rendered once they have loaded: none of their code (nor their
 * records' schemas) is part of what the page needs before its first data.
 */
const RelatedSections = lazyNamed(() => import('./related-sections'), 'RelatedSections')
const OpenNowLine = lazyNamed(() => import('./open-now-line'), 'OpenNowLine')

/**
 * Everything the brand knows about a partner. Its own record (title, badges, summary, address)
 * shows first; the other sections, the open-now line and the time-zone lookup follow once it
 * has, each group of records loading on its own; the map comes once the records have
 * (usePartnerRecords).
 */
export function PartnerPage({ partner, kind, notice }: PartnerPageProps) {
  const { t } = useTranslation()
  // The sections' records are asked for while the sections' code loads, not once they have
  // rendered (asked first, so they leave first). The map follows the records.
  const recordsIn = usePartnerRecords(partner)
  const later = useDeferred('data-shown', [RelatedSections, OpenNowLine])
  // The jump dialog's recently opened partners.
  useRecordVisit(partner)
  return (
    <DetailShell kind={kind} title={partner.name} partner={partner}>
      <PartnerTimeProvider partner={partner} running={later}>
        <div className={styles.badges}>
          {partner.bpType ? <span className={styles.typePill}>{t(`bpType.${partner.bpType}`)}</span> : null}
          {partner.status ? (
            <StatusBadge status={partner.status} label={t(`status.${partner.status}`)} />
          ) : null}
          {later ? (
            <Suspense fallback={null}>
              <OpenNowLine partner={partner} />
            </Suspense>
          ) : null}
        </div>
        {notice}
        <div className={styles.grid}>
          <PartnerSummary partner={partner} />
          <LocationSection partner={partner} showMap={later && recordsIn} />
          {later ? (
            <Suspense fallback={null}>
              <RelatedSections partner={partner} />
            </Suspense>
          ) : null}
        </div>
      </PartnerTimeProvider>
    </DetailShell>
  )
}
