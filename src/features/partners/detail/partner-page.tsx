import { useTranslation } from 'react-i18next'

import { StatusBadge } from '@/components/ui/status-badge'
import type { BpType, BusinessPartner } from '@/entities/business-partner'

import { DetailShell } from './detail-shell'
import { LocationSection } from './location-section'
import { NetworkSection } from './network-section'
import { OpenNowLine } from './open-now-line'
import { OpeningHoursSection } from './opening-hours-section'
import { PartnerSummary } from './partner-summary'
import { PartnerTimeProvider } from './partner-time'
import {
  AddressesSection,
  ClosingDatesSection,
  DealerConfigSection,
  DiscountsSection,
  PricingSection,
  SapAxMappingSection,
  ServicesSection,
  StoreConfigSection,
  WebLinksSection,
} from './record-sections'
import { useAfterPaint } from './use-after-paint'
import * as styles from './partner-detail.module.css'

type PartnerPageProps = { partner: BusinessPartner; kind: BpType }

/**
 * Everything the brand knows about a partner. Its own record (title, badges, summary, address)
 * paints first; the other sections, the open-now line, the map and the time-zone lookup follow
 * once it has (issue "Speed" §2), each group of records loading on its own.
 */
export function PartnerPage({ partner, kind }: PartnerPageProps) {
  const { t } = useTranslation()
  const painted = useAfterPaint()
  return (
    <DetailShell kind={kind} title={partner.name} partner={partner}>
      <PartnerTimeProvider partner={partner} lookUpZone={painted}>
        <div className={styles.badges}>
          {partner.bpType ? <span className={styles.typePill}>{t(`bpType.${partner.bpType}`)}</span> : null}
          {partner.status ? (
            <StatusBadge status={partner.status} label={t(`status.${partner.status}`)} />
          ) : null}
          {painted ? <OpenNowLine partner={partner} /> : null}
        </div>
        <div className={styles.grid}>
          <PartnerSummary partner={partner} />
          <LocationSection partner={partner} showMap={painted} />
          {painted ? <RelatedSections partner={partner} /> : null}
        </div>
      </PartnerTimeProvider>
    </DetailShell>
  )
}

function RelatedSections({ partner }: { partner: BusinessPartner }) {
  return (
    <>
      <NetworkSection partner={partner} />
      <OpeningHoursSection partner={partner} />
      <ClosingDatesSection partner={partner} />
      <AddressesSection partner={partner} />
      <ServicesSection partner={partner} />
      <PricingSection partner={partner} />
      <DiscountsSection partner={partner} />
      <DealerConfigSection partner={partner} />
      <SapAxMappingSection partner={partner} />
      <WebLinksSection partner={partner} />
      <StoreConfigSection partner={partner} />
    </>
  )
}
