import { Suspense } from 'react'

import { useTranslation } from 'react-i18next'

import { lazyNamed } from '@/components/lazy-named'
import { StatusBadge } from '@/components/ui/status-badge'
import type { BpType, BusinessPartner } from '@/entities/business-partner'

import { useRecordVisit } from '../jump/use-record-visit'

import { DetailShell } from './detail-shell'
import { LocationSection } from './location-section'
import { PartnerSummary } from './partner-summary'
import { PartnerTimeProvider } from './partner-time'
import { useAfterPaint } from './use-after-paint'
import { usePartnerRecords } from './use-partner-records'
import * as styles from './partner-detail.module.css'

type PartnerPageProps = { partner: BusinessPartner; kind: BpType }

/**
 * The sections after the summary, and the open-now line, are chunks of their own, fetched once
 * the summary is on screen and rendered once they have loaded (useAfterPaint): none of their code
 * (nor their records' schemas) is part of what the page needs before its first data
 * (e2e/first-load-budget.spec.ts).
 */
const RelatedSections = lazyNamed(() => import('./related-sections'), 'RelatedSections')
const OpenNowLine = lazyNamed(() => import('./open-now-line'), 'OpenNowLine')

/**
 * Everything the brand knows about a partner. Its own record (title, badges, summary, address)
 * paints first; the other sections, the open-now line and the time-zone lookup follow once it
 * has, so the partner shows first, each group of records loading on its own; the map comes once the
 * records have (usePartnerRecords).
 */
export function PartnerPage({ partner, kind }: PartnerPageProps) {
  const { t } = useTranslation()
  // The sections' records leave once the summary is on screen, while the sections' code loads:
  // before the sections render, not once they have (this effect comes first, so its task runs
  // before useAfterPaint's). The map follows the records.
  const recordsIn = usePartnerRecords(partner)
  const painted = useAfterPaint(RelatedSections, OpenNowLine)
  // The jump dialog offers the partners opened last.
  useRecordVisit(partner)
  return (
    <DetailShell kind={kind} title={partner.name} partner={partner}>
      <PartnerTimeProvider partner={partner} running={painted}>
        <div className={styles.badges}>
          {partner.bpType ? <span className={styles.typePill}>{t(`bpType.${partner.bpType}`)}</span> : null}
          {partner.status ? (
            <StatusBadge status={partner.status} label={t(`status.${partner.status}`)} />
          ) : null}
          {painted ? (
            <Suspense fallback={null}>
              <OpenNowLine partner={partner} />
            </Suspense>
          ) : null}
        </div>
        <div className={styles.grid}>
          <PartnerSummary partner={partner} />
          <LocationSection partner={partner} showMap={painted && recordsIn} />
          {painted ? (
            <Suspense fallback={null}>
              <RelatedSections partner={partner} />
            </Suspense>
          ) : null}
        </div>
      </PartnerTimeProvider>
    </DetailShell>
  )
}
